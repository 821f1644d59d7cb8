-- Keeps subject_tallies equal to the subjects grouped by (category, status); category 0 means none.
-- Category deletion sets category_id to null through the foreign key, which fires this trigger too.
CREATE OR REPLACE FUNCTION subject_tallies_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE subject_tallies SET n = n - 1
    WHERE category_id = coalesce(OLD.category_id, 0) AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO subject_tallies (category_id, status, n) VALUES (coalesce(NEW.category_id, 0), NEW.status, 1)
    ON CONFLICT (category_id, status) DO UPDATE SET n = subject_tallies.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subjects_tally
  AFTER INSERT OR DELETE OR UPDATE OF category_id, status ON subjects
  FOR EACH ROW EXECUTE FUNCTION subject_tallies_sync();
--> statement-breakpoint
INSERT INTO subject_tallies (category_id, status, n)
SELECT coalesce(category_id, 0), status, count(*) FROM subjects GROUP BY 1, 2;
