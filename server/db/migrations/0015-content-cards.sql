-- the notifications feed (spec 3 §2): content cards, for one customer or (customer_id NULL) for all
CREATE TABLE content_cards (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  link TEXT,
  link_text TEXT,
  -- Shown elsewhere (a placement, say) but not listed in the feed, nor counted by the bell.
  hide_in_feed INTEGER NOT NULL DEFAULT 0 CHECK (hide_in_feed IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX content_cards_customer ON content_cards (customer_id);
-- Which customer has seen which card.
CREATE TABLE content_card_views (
  card_id INTEGER NOT NULL REFERENCES content_cards (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (card_id, customer_id)
);
