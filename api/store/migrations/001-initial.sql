-- The reference API's data (issue 24): what used to live in the server's memory. Times are milliseconds since 1970
-- (UTC); rows whose expires_at has passed are ignored by reads and deleted by sweeps. Capped tables drop their oldest
-- rows (lowest rowid: a row set again is inserted anew) beyond their cap (api/store/capTable.ts).

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  -- normalized (features/account normalizedEmail)
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  email_verified INTEGER NOT NULL DEFAULT 0
);

-- By the SHA-256 of the cookie's token: a copy of the database holds no usable cookie.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- The reservation as answered (JSON); the driver's last name and email only as hashes.
CREATE TABLE reservations (
  number TEXT PRIMARY KEY,
  reservation TEXT NOT NULL,
  last_name_hash TEXT NOT NULL,
  email_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX reservations_by_email ON reservations (email_hash);
CREATE INDEX reservations_by_expiry ON reservations (expires_at);

CREATE TABLE reservation_idempotency_keys (
  key TEXT PRIMARY KEY,
  number TEXT NOT NULL REFERENCES reservations (number) ON DELETE CASCADE,
  fingerprint TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX reservation_idempotency_keys_by_number ON reservation_idempotency_keys (number);
CREATE INDEX reservation_idempotency_keys_by_expiry ON reservation_idempotency_keys (expires_at);

CREATE TABLE contact_references (
  key TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX contact_references_by_expiry ON contact_references (expires_at);

-- Keyed by the lower-cased email: a campaign is taken once per customer (SPEC §4).
CREATE TABLE campaign_registrations (
  email TEXT PRIMARY KEY,
  registration_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX campaign_registrations_by_expiry ON campaign_registrations (expires_at);

-- Counts only: no comment and no personal data is kept.
CREATE TABLE help_votes (
  article_id TEXT PRIMARY KEY,
  yes INTEGER NOT NULL DEFAULT 0,
  no INTEGER NOT NULL DEFAULT 0
);
