-- Checklist of a pipeline item (issue 29, docs/decisions/0201). Never edit once landed.

-- source names the notice date a task was seeded from (NULL for a task a person added), so
-- seeding is done once per item and kind.
CREATE TABLE pipeline_tasks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES pipeline_items (id) ON DELETE CASCADE,
  title text NOT NULL,
  assignee_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  due_date date,
  is_done boolean NOT NULL DEFAULT false,
  source text CHECK (source IN ('clarification_deadline', 'submission_deadline')),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_id, source)
);
CREATE INDEX pipeline_tasks_item_idx ON pipeline_tasks (item_id, id);
CREATE INDEX pipeline_tasks_assignee_idx ON pipeline_tasks (assignee_user_id)
  WHERE assignee_user_id IS NOT NULL;

-- An assignee must be a member: whoever leaves or is removed stops being assigned, in the
-- database (as pipeline_owner_left does for owners), so no route can forget it.
CREATE FUNCTION pipeline_assignee_left() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pipeline_tasks t SET assignee_user_id = NULL
    FROM pipeline_items i
   WHERE i.id = t.item_id AND i.workspace_id = OLD.workspace_id
     AND t.assignee_user_id = OLD.user_id;
  RETURN OLD;
END;
$$;
CREATE TRIGGER pipeline_assignee_left AFTER DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION pipeline_assignee_left();
