-- When a workspace owner's account is deleted (docs/decisions/0175). Never edit once landed.
-- The API never removes an owner (ownership moves by transfer), so an owner's membership goes
-- only with their account. A team must not be left with nobody able to manage it: the
-- longest-serving admin, else member, else viewer becomes the owner. A workspace left with no
-- members at all (a personal one, as a rule) is deleted: nobody could ever reach it again.
CREATE FUNCTION workspace_owner_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspace_members m SET role = 'owner'
    FROM (SELECT user_id FROM workspace_members
           WHERE workspace_id = OLD.workspace_id
           ORDER BY array_position(ARRAY['admin', 'member', 'viewer'], role), joined_at, user_id
           LIMIT 1) AS heir
   WHERE m.workspace_id = OLD.workspace_id AND m.user_id = heir.user_id
     AND NOT EXISTS (SELECT 1 FROM workspace_members o
                      WHERE o.workspace_id = OLD.workspace_id AND o.role = 'owner');
  DELETE FROM workspaces w
   WHERE w.id = OLD.workspace_id
     AND NOT EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = OLD.workspace_id);
  RETURN NULL;
END $$;

CREATE TRIGGER workspace_owner_removed AFTER DELETE ON workspace_members
  FOR EACH ROW WHEN (OLD.role = 'owner') EXECUTE FUNCTION workspace_owner_removed();
