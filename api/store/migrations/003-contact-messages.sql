-- The help contact form's messages themselves (issue 24: contact messages survive a restart), one row per reference
-- number: a form posted again with the same idempotency key keeps its first row. receipt_mailed says whether the
-- receipt went to the outbox, so a repeat after a restart does not mail it twice. Kept for a year, then swept.
CREATE TABLE contact_messages (
  reference TEXT PRIMARY KEY,
  topic TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  message TEXT NOT NULL,
  rental_agreement TEXT,
  booking_id TEXT,
  country TEXT NOT NULL,
  locale TEXT,
  received_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  receipt_mailed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX contact_messages_by_expiry ON contact_messages (expires_at);
