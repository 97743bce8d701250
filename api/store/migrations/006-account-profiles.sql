-- The account's Profiles tab, social login and the business programme's sign-up (issue 26 §7).
-- Phone and address of the account holder; empty until the holder fills them in (a sign-up asks only for name and email).
ALTER TABLE users ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN street TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN country TEXT NOT NULL DEFAULT '';

-- An identity provider's account linked to one of ours: the provider's subject (its stable id), never its tokens.
-- One provider account signs in one account; an account may link one account per provider.
CREATE TABLE social_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  linked_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject),
  UNIQUE (provider, user_id)
);

-- The business programme's sign-up requests, one per account (a second request answers the first): accounts are
-- capped (api/model/users.ts MAX_ACCOUNTS), so this table is too.
CREATE TABLE business_signups (
  reference TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  company_size TEXT NOT NULL,
  business_email TEXT NOT NULL,
  phone TEXT NOT NULL,
  country TEXT NOT NULL,
  locale TEXT,
  received_at TEXT NOT NULL
);
