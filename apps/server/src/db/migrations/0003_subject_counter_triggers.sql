-- The public sorts most_wanted and most_reviewed read counters on subjects instead of counting per row;
-- these triggers keep them right whichever feature writes questions or reviews.
CREATE OR REPLACE FUNCTION subjects_question_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.subject_id IS NOT NULL AND OLD.is_shown THEN
      UPDATE subjects SET question_count = question_count - 1 WHERE id = OLD.subject_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.subject_id IS NOT NULL AND NEW.is_shown THEN
      UPDATE subjects SET question_count = question_count + 1 WHERE id = NEW.subject_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_subject_count
  AFTER INSERT OR DELETE OR UPDATE OF subject_id, is_shown ON questions
  FOR EACH ROW EXECUTE FUNCTION subjects_question_count_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subjects_review_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 2 THEN
      UPDATE subjects SET review_count = review_count - 1 WHERE id = OLD.subject_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 2 THEN
      UPDATE subjects SET review_count = review_count + 1 WHERE id = NEW.subject_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_subject_count
  AFTER INSERT OR DELETE OR UPDATE OF subject_id, status ON reviews
  FOR EACH ROW EXECUTE FUNCTION subjects_review_count_sync();
--> statement-breakpoint
UPDATE subjects s SET
  question_count = (SELECT count(*) FROM questions q WHERE q.subject_id = s.id AND q.is_shown),
  review_count = (SELECT count(*) FROM reviews r WHERE r.subject_id = s.id AND r.status = 2);
