-- Plus subscriptions (issue 26: plus that subscribes), one row per reference. The columns the API looks up by are
-- their own (the offer's units left per country, the account's list by email); the subscription as answered is the
-- JSON of `record`. Kept for three years, then swept (api/model/plusSubscriptions.ts).
CREATE TABLE plus_subscriptions (
  reference TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  email TEXT NOT NULL,
  record TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX plus_subscriptions_by_offer ON plus_subscriptions (country, offer_id);
CREATE INDEX plus_subscriptions_by_email ON plus_subscriptions (email);
CREATE INDEX plus_subscriptions_by_expiry ON plus_subscriptions (expires_at);
