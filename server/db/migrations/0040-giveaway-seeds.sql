-- Giveaways drawn from a committed seed (issue 62, point 3): each giveaway holds the random seed
-- it will be drawn with from the moment it opens, and its SHA-256, which its page shows until the
-- close; the seed is shown once drawn. A winner keeps the member number the draw picked, so anyone
-- can check the winners against the seed and the entries. Giveaways drawn before have neither.
ALTER TABLE giveaways ADD COLUMN seed TEXT;
ALTER TABLE giveaways ADD COLUMN seed_hash TEXT;
ALTER TABLE giveaway_winners ADD COLUMN member INTEGER;
