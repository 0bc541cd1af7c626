-- One row per attachment zip being built or streamed (ADR 0058): how many a user, and the whole
-- service, have in progress, shared by every API process. A row is deleted when its zip has been
-- sent or has failed; expires_at bounds a row whose process died meanwhile.
-- UNLOGGED: a crash of Postgres forgets downloads in progress, which only frees their places.
CREATE UNLOGGED TABLE attachment_download_leases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX attachment_download_leases_user_idx ON attachment_download_leases (user_id);
