-- content editors (issue 36, spec 1 §6 canEdit): an account that may preview drafts and archived
-- content and edit translations
ALTER TABLE customers ADD COLUMN can_edit INTEGER NOT NULL DEFAULT 0;
