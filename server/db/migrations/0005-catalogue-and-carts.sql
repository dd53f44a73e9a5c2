-- the shop: lotteries and their draw schedules, product offers, game offers, draws, syndicates,
-- causes, branding, tips, and carts with their items
CREATE TABLE lotteries (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game_name TEXT NOT NULL,
  draw_type TEXT NOT NULL
    CHECK (draw_type IN ('lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw')),
  -- weekly schedule in Australia/Sydney time: {"days":[0..6],"time":"19:30","stopMinutes":60};
  -- NULL for raffles, whose draws are set one by one
  schedule TEXT CHECK (schedule IS NULL OR json_valid(schedule)),
  -- the draw numbers' matrices, for history and statistics: [{"key","name","count","min","max"}]
  drawn_sets TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(drawn_sets)),
  -- how a new draw's division-one pool is set: {"base":cents,"step":cents,"suffix":null|"text"}
  prize_rule TEXT CHECK (prize_rule IS NULL OR json_valid(prize_rule))
);
CREATE TABLE draws (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lottery_key TEXT NOT NULL REFERENCES lotteries (key),
  draw_no INTEGER NOT NULL,
  draw_at INTEGER NOT NULL,
  stop_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'DRAW_OPEN',
  prize_pool_cents INTEGER,
  prize_pool_suffix TEXT,
  -- raffles: {"name","valueCents","featureImage","ticketsTotal"}; pre-order opens at pre_order_at
  raffle TEXT CHECK (raffle IS NULL OR json_valid(raffle)),
  pre_order_at INTEGER,
  tickets_sold INTEGER NOT NULL DEFAULT 0,
  winning_numbers TEXT CHECK (winning_numbers IS NULL OR json_valid(winning_numbers)),
  UNIQUE (lottery_key, draw_no)
);
CREATE INDEX draws_by_stop ON draws (lottery_key, stop_at);
CREATE TABLE causes (
  key TEXT PRIMARY KEY,
  url_slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  charity TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE product_offers (
  key TEXT PRIMARY KEY,
  lottery_key TEXT NOT NULL REFERENCES lotteries (key),
  type TEXT NOT NULL CHECK (type IN ('lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership')),
  name TEXT NOT NULL,
  url TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  display_category TEXT NOT NULL CHECK (display_category IN ('lottery', 'raffle')),
  availability TEXT NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'unavailable')),
  suspended INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL,
  days TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(days)),
  causes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(causes)),
  recurring_type TEXT NOT NULL DEFAULT 'autoplay',
  recurring_availability TEXT NOT NULL DEFAULT 'optional',
  -- which pricing ids see the offer, and the segments it is withheld from
  pricing_ids TEXT NOT NULL DEFAULT '["standard"]' CHECK (json_valid(pricing_ids)),
  hidden_segments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(hidden_segments)),
  restriction TEXT CHECK (restriction IS NULL OR restriction IN ('licensing_restriction', 'migration_restriction')),
  terms TEXT NOT NULL
);
CREATE TABLE game_offers (
  key TEXT PRIMARY KEY,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  game_type TEXT NOT NULL,
  game_type_name TEXT NOT NULL,
  game_type_description TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  min_games INTEGER NOT NULL,
  max_games INTEGER NOT NULL,
  default_games INTEGER NOT NULL,
  default_entry_count INTEGER NOT NULL,
  number_sets TEXT NOT NULL CHECK (json_valid(number_sets)),
  -- [{"games":n,"priceCents":c}]
  prices TEXT NOT NULL CHECK (json_valid(prices)),
  price_currency TEXT NOT NULL DEFAULT 'AUD'
);
CREATE INDEX game_offers_by_offer ON game_offers (offer_key, sort);
CREATE TABLE syndicates (
  key TEXT PRIMARY KEY,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  game_offer_key TEXT NOT NULL REFERENCES game_offers (key),
  name TEXT NOT NULL,
  num_games INTEGER NOT NULL,
  shares_total INTEGER NOT NULL,
  shares_sold INTEGER NOT NULL DEFAULT 0,
  share_price_cents INTEGER NOT NULL
);
CREATE TABLE brandings (
  id TEXT PRIMARY KEY,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  subvariant TEXT NOT NULL,
  url TEXT NOT NULL,
  colour TEXT NOT NULL,
  aliases TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(aliases)),
  region_overrides TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(region_overrides))
);
CREATE TABLE tips (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE carts (
  reference TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'converted', 'purchased')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX carts_one_open_per_customer ON carts (customer_id) WHERE status = 'open' AND customer_id IS NOT NULL;
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_reference TEXT NOT NULL REFERENCES carts (reference) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  game_offer_key TEXT NOT NULL REFERENCES game_offers (key),
  draw_no INTEGER NOT NULL,
  num_draws INTEGER NOT NULL,
  num_weeks INTEGER NOT NULL DEFAULT 1,
  days TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(days)),
  quickpick INTEGER NOT NULL DEFAULT 0,
  num_games INTEGER NOT NULL,
  games TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(games)),
  cause_key TEXT REFERENCES causes (key),
  syndicate_key TEXT REFERENCES syndicates (key),
  num_shares INTEGER,
  recurring TEXT CHECK (recurring IS NULL OR json_valid(recurring)),
  unit_price_cents INTEGER NOT NULL,
  quantity INTEGER NOT NULL DEFAULT 1,
  affiliate_code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX cart_items_by_cart ON cart_items (cart_reference);
