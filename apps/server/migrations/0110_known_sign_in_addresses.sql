-- Addresses each account has signed in from (ADR 0055): while an account is under attack from
-- many addresses, its owner can still sign in from one of these. Only a hash of the user id and
-- the address key (an IPv4 address or an IPv6 /64) is kept, with when it was last used; rows
-- older than the remembered period are deleted when the same user signs in again.
CREATE TABLE known_sign_in_addresses (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_hash bytea NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address_hash)
);
