-- A cause's picture (#39): the content service's file its pages and lists show, and what it shows
-- in words for those who cannot see it. Null where a cause has none.
ALTER TABLE causes ADD COLUMN image_url TEXT;
ALTER TABLE causes ADD COLUMN image_alt TEXT;
