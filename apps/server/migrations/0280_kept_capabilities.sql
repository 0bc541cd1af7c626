-- Capabilities a user keeps from before they moved to a higher plan (ADR 0141). Never edit once
-- landed.
--
-- Issue 28 moves the re-tender radar's estimates and later pages from every paid plan to
-- Professional and above. Premium subscribers of the day had it (although no pricing card sold
-- it), so they keep it while they keep paying: the server's hasCapability reads this list.
ALTER TABLE users ADD COLUMN kept_capabilities text[] NOT NULL DEFAULT '{}';

UPDATE users SET kept_capabilities = ARRAY['retender_radar'] WHERE tier = 'premium';

-- Whatever returns an account to the free tier (a subscription ending, `npm run user tier`)
-- ends what it kept: coming back later buys the plans as they are then.
CREATE FUNCTION forget_kept_capabilities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.kept_capabilities := '{}';
  RETURN NEW;
END $$;

CREATE TRIGGER users_forget_kept_capabilities BEFORE UPDATE OF tier ON users
  FOR EACH ROW WHEN (NEW.tier = 'free' AND NEW.kept_capabilities <> '{}')
  EXECUTE FUNCTION forget_kept_capabilities();
