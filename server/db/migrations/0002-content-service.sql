-- content service
CREATE TABLE cms_items (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft', 'archived')),
  date_published TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL CHECK (json_valid(data)),
  PRIMARY KEY (collection, id)
);
CREATE TABLE cms_files (
  id TEXT PRIMARY KEY,
  filename TEXT NOT NULL,
  type TEXT NOT NULL,
  data BLOB NOT NULL
);
CREATE TABLE cms_translations (
  locale TEXT NOT NULL,
  collection TEXT NOT NULL,
  item_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (locale, collection, item_id, key)
);
