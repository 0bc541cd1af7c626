-- Accounts (issue 6): lookups by user for single-use tokens, so a password reset can retire every
-- other outstanding link of that user, and sweeping expired session tokens stays an index scan.
CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at);
