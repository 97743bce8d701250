-- Single-use tokens of the account mails (issue 24): email verification and password reset, by the SHA-256 of the
-- token (the mail holds the token, the database only its hash). Using one deletes it; so does deleting the account.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('emailVerification', 'passwordReset')),
  expires_at INTEGER NOT NULL
);
CREATE INDEX account_tokens_by_user ON account_tokens (user_id);
CREATE INDEX account_tokens_by_expiry ON account_tokens (expires_at);
