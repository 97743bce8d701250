-- Ride requests of the ride-home app (issue 26): one row per reference. The rider's contact details are kept for the
-- driver and the confirmation mail; the cancellation link's token is kept only as its SHA-256 hash, so the database
-- alone cannot cancel a ride. Kept for a year after the request, then swept (api/store/boundedTable.ts).
CREATE TABLE ride_requests (
  reference TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  area_id TEXT NOT NULL,
  pickup_id TEXT NOT NULL,
  dropoff_id TEXT NOT NULL,
  pickup_at TEXT NOT NULL,
  ride_class TEXT NOT NULL,
  distance_km REAL NOT NULL,
  price_amount REAL NOT NULL,
  currency TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  locale TEXT,
  status TEXT NOT NULL DEFAULT 'requested',
  token_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  expires_at INTEGER NOT NULL
);
CREATE INDEX ride_requests_by_expiry ON ride_requests (expires_at);
