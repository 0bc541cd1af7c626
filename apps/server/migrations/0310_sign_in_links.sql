-- One-time sign-in links (issue 35 item 4, ADR 0171): emailed to an account's own address when
-- failed logins from elsewhere have closed it to new addresses. Only the SHA-256 of the token is
-- stored; a link works once and briefly. Rows die with the account.
CREATE TABLE sign_in_link_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Using a link retires every other open link of the user.
CREATE INDEX sign_in_link_tokens_user_idx ON sign_in_link_tokens (user_id);
