-- Keeps outlet_scores equal to the published sources (status 2) of published subjects (status 2), grouped by
-- outlet and evaluation (0 = none). Every change reads the subject's current status, and a subject's status
-- change moves all its sources in or out at once, so both sides always agree on what was counted.
--
-- Sources are counted per statement from its transition tables: one upsert per (outlet, evaluation) a
-- statement touches, so a bulk insert of many sources costs a few upserts, not one per row on a hot row.
-- A source of a subject already deleted (a foreign-key cascade) counts nothing: the subject's BEFORE DELETE
-- trigger took its sources out while they could still be seen.
CREATE OR REPLACE FUNCTION outlet_scores_source_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
    SELECT n.outlet_id, coalesce(n.evaluation_id, 0), count(*)::integer
    FROM new_rows n JOIN subjects s ON s.id = n.subject_id
    WHERE n.status = 2 AND s.status = 2
    GROUP BY 1, 2
    ON CONFLICT (outlet_id, evaluation_id) DO UPDATE SET n = outlet_scores.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
    SELECT o.outlet_id, coalesce(o.evaluation_id, 0), -count(*)::integer
    FROM old_rows o JOIN subjects s ON s.id = o.subject_id
    WHERE o.status = 2 AND s.status = 2
    GROUP BY 1, 2
    ON CONFLICT (outlet_id, evaluation_id) DO UPDATE SET n = outlet_scores.n + EXCLUDED.n;
  ELSE
    INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
    SELECT d.outlet_id, d.evaluation_id, sum(d.delta)::integer
    FROM (
      SELECT o.outlet_id, coalesce(o.evaluation_id, 0) AS evaluation_id, -1 AS delta
      FROM old_rows o JOIN subjects s ON s.id = o.subject_id
      WHERE o.status = 2 AND s.status = 2
      UNION ALL
      SELECT n.outlet_id, coalesce(n.evaluation_id, 0), 1
      FROM new_rows n JOIN subjects s ON s.id = n.subject_id
      WHERE n.status = 2 AND s.status = 2
    ) d
    GROUP BY 1, 2
    HAVING sum(d.delta) <> 0
    ON CONFLICT (outlet_id, evaluation_id) DO UPDATE SET n = outlet_scores.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sources_outlet_scores_insert
  AFTER INSERT ON sources REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_scores_source_sync();
--> statement-breakpoint
CREATE TRIGGER sources_outlet_scores_update
  AFTER UPDATE ON sources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_scores_source_sync();
--> statement-breakpoint
CREATE TRIGGER sources_outlet_scores_delete
  AFTER DELETE ON sources REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_scores_source_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outlet_scores_subject_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  target integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 2 THEN RETURN OLD; END IF;
    delta := -1;
    target := OLD.id;
  ELSE
    IF (OLD.status = 2) = (NEW.status = 2) THEN RETURN NEW; END IF;
    delta := CASE WHEN NEW.status = 2 THEN 1 ELSE -1 END;
    target := NEW.id;
  END IF;
  INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
    SELECT s.outlet_id, coalesce(s.evaluation_id, 0), delta * count(*)::integer
    FROM sources s WHERE s.subject_id = target AND s.status = 2
    GROUP BY 1, 2
  ON CONFLICT (outlet_id, evaluation_id) DO UPDATE SET n = outlet_scores.n + EXCLUDED.n;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- publish or unpublish: after the row changed. Delete: before it goes, while its sources are still there
-- (the foreign key's cascade runs after the row is deleted, when the subject can no longer be seen).
CREATE TRIGGER subjects_outlet_scores
  AFTER UPDATE OF status ON subjects
  FOR EACH ROW EXECUTE FUNCTION outlet_scores_subject_sync();
--> statement-breakpoint
CREATE TRIGGER subjects_outlet_scores_delete
  BEFORE DELETE ON subjects
  FOR EACH ROW EXECUTE FUNCTION outlet_scores_subject_sync();
--> statement-breakpoint
INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
SELECT so.outlet_id, coalesce(so.evaluation_id, 0), count(*)
FROM sources so JOIN subjects s ON s.id = so.subject_id
WHERE so.status = 2 AND s.status = 2
GROUP BY 1, 2;
--> statement-breakpoint
-- The public review list's default order and its most-viewed order, each ending in the newest-first
-- tie-break, so a page is an index walk joined to its subjects by primary key.
CREATE INDEX "reviews_status_newest_idx" ON "reviews" USING btree ("status", "date_published" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
CREATE INDEX "reviews_status_views_idx" ON "reviews" USING btree ("status", "views" DESC, "date_published" DESC NULLS LAST, "id" DESC);
