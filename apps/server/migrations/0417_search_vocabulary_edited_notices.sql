-- A notice's words rewritten (a newer release compiled into it, a recompile) reach the search
-- vocabulary too (ADR 0309). 0295's job reads notices by id, so a word that first appeared in an
-- edit was never read: "skipp*" did not find "Skipped maintenance" (its stem 'skip' is known only
-- through the vocabulary) while "skipped" did. The trigger notes the edited notice's id only when
-- its searched text changed; the per-minute job reads the noted notices and adds the words it did
-- not know (known words keep their counts: 0295 counts notices when first read).
-- Never edit once landed.
CREATE TABLE search_vocabulary_edits (
  opportunity_id bigint PRIMARY KEY
);

CREATE FUNCTION note_search_vocabulary_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary_edits (opportunity_id) VALUES (NEW.id)
  ON CONFLICT (opportunity_id) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER opportunities_vocabulary_edit
  AFTER UPDATE OF title, buyer_name, supplier_text, description ON opportunities
  FOR EACH ROW
  WHEN ((OLD.title, OLD.buyer_name, OLD.supplier_text, OLD.description)
        IS DISTINCT FROM (NEW.title, NEW.buyer_name, NEW.supplier_text, NEW.description))
  EXECUTE FUNCTION note_search_vocabulary_edit();
