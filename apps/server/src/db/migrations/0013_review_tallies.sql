ALTER TABLE "subject_tallies" ADD COLUMN "reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- subject_tallies.reviews: the published reviews of the subjects in each (category, status), i.e. the sum of
-- their review_count (kept by reviews_subject_count). The public reviews list (published reviews of published
-- subjects) reads its total here instead of counting a join of every review with every subject per request.
CREATE OR REPLACE FUNCTION subject_tallies_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE subject_tallies SET n = n - 1, reviews = reviews - OLD.review_count
    WHERE category_id = coalesce(OLD.category_id, 0) AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO subject_tallies (category_id, status, n, reviews)
    VALUES (coalesce(NEW.category_id, 0), NEW.status, 1, NEW.review_count)
    ON CONFLICT (category_id, status)
    DO UPDATE SET n = subject_tallies.n + 1, reviews = subject_tallies.reviews + NEW.review_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER subjects_tally ON subjects;
--> statement-breakpoint
CREATE TRIGGER subjects_tally
  AFTER INSERT OR DELETE OR UPDATE OF category_id, status, review_count ON subjects
  FOR EACH ROW EXECUTE FUNCTION subject_tallies_sync();
--> statement-breakpoint
UPDATE subject_tallies t SET reviews = coalesce((
  SELECT sum(s.review_count) FROM subjects s
  WHERE coalesce(s.category_id, 0) = t.category_id AND s.status = t.status
), 0);
