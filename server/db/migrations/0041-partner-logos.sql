-- A partner's logo (issue 62, point 10): its page shows whose page it is, as the partner's own
-- site does. A content-service file's id; none where a partner gave no logo.
ALTER TABLE partners ADD COLUMN logo_file TEXT;
