-- Subscriptions (spec 2 §3, §4): a subscription product's tickets bought for every draw until the
-- customer pauses or cancels, as an autoplay is; the same runner buys both, so they share the table
-- and its attempts. A subscription's tickets, cause and game offer can be changed (PATCH
-- /subscriptions/{id}); an autoplay's numbers, quick pick and minimum jackpot can.
ALTER TABLE autoplays ADD COLUMN kind TEXT NOT NULL DEFAULT 'autoplay' CHECK (kind IN ('autoplay', 'subscription'));
