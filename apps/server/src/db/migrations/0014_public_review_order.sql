-- PGlite's memory grows to what a statement needs and is not given back: the index builds below sort in
-- little memory (they are small), not in PostgreSQL's 64 MB; for this migration's transaction only.
SET LOCAL maintenance_work_mem = '4MB';
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_category_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_priority" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- reviews.subject_*: copies of the columns of the review's subject that the public reviews list filters
-- (published means the review and its subject both are; a category) and orders by (priority, most reviewed,
-- most wanted), so a public page's ids are one index walk of reviews instead of a join and sort of every
-- published review with its subject. Filled here, then kept by the two triggers below.
UPDATE reviews r SET
  subject_status = s.status,
  subject_category_id = s.category_id,
  subject_priority = s.priority,
  subject_review_count = s.review_count,
  subject_question_count = s.question_count
FROM subjects s
WHERE s.id = r.subject_id;
--> statement-breakpoint
-- A review written or moved to another subject copies its subject's columns. The subject's row is locked as
-- an update would (no key update), so a concurrent change of the subject either is seen here or waits for
-- this transaction and then updates this review too (and two reviews of one subject do not deadlock on it).
CREATE OR REPLACE FUNCTION reviews_subject_columns_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.status, s.category_id, s.priority, s.review_count, s.question_count
  INTO NEW.subject_status, NEW.subject_category_id, NEW.subject_priority, NEW.subject_review_count,
    NEW.subject_question_count
  FROM subjects s WHERE s.id = NEW.subject_id
  FOR NO KEY UPDATE;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_subject_columns
  BEFORE INSERT OR UPDATE OF subject_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_subject_columns_copy();
--> statement-breakpoint
-- A subject's change of one of these columns is copied to its reviews; review_count and question_count
-- change through the counter triggers (0003), so a review published, moved or deleted, or a question shown,
-- reaches the subject's reviews this way too (a new review's own copy included: its row is written by then).
CREATE OR REPLACE FUNCTION subjects_review_columns_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET
    subject_status = NEW.status,
    subject_category_id = NEW.category_id,
    subject_priority = NEW.priority,
    subject_review_count = NEW.review_count,
    subject_question_count = NEW.question_count
  WHERE subject_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subjects_review_columns
  AFTER UPDATE OF status, category_id, priority, review_count, question_count ON subjects
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR OLD.question_count IS DISTINCT FROM NEW.question_count
  )
  EXECUTE FUNCTION subjects_review_columns_sync();
--> statement-breakpoint
-- A category's page of subjects in the orders other than the newest (subjects_category_idx's).
CREATE INDEX "subjects_category_priority_idx" ON "subjects" USING btree ("category_id","status","priority","date_published" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "subjects_category_views_idx" ON "subjects" USING btree ("category_id","status","views","date_published","id");
--> statement-breakpoint
CREATE INDEX "subjects_category_questions_idx" ON "subjects" USING btree ("category_id","status","question_count","date_published","id");
--> statement-breakpoint
CREATE INDEX "subjects_category_reviews_idx" ON "subjects" USING btree ("category_id","status","review_count","date_published","id");
--> statement-breakpoint
-- One index per public order of reviews, with and without a category: the two statuses (both published),
-- the order's key, then the newest-first tie-break, so a page's ids are an index-only walk of reviews.
CREATE INDEX "reviews_public_newest_idx" ON "reviews" USING btree ("status","subject_status","date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_category_newest_idx" ON "reviews" USING btree ("status","subject_status","subject_category_id","date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_priority_idx" ON "reviews" USING btree ("status","subject_status","subject_priority","date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_category_priority_idx" ON "reviews" USING btree ("status","subject_status","subject_category_id","subject_priority","date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_views_idx" ON "reviews" USING btree ("status","subject_status","views" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_category_views_idx" ON "reviews" USING btree ("status","subject_status","subject_category_id","views" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_reviews_idx" ON "reviews" USING btree ("status","subject_status","subject_review_count" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_category_reviews_idx" ON "reviews" USING btree ("status","subject_status","subject_category_id","subject_review_count" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_questions_idx" ON "reviews" USING btree ("status","subject_status","subject_question_count" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_public_category_questions_idx" ON "reviews" USING btree ("status","subject_status","subject_category_id","subject_question_count" DESC NULLS FIRST,"date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- the new columns' statistics (the planner reads the public lists' row counts from them)
ANALYZE reviews;
