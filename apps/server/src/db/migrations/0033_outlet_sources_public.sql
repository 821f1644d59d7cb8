-- PGlite's memory grows to what a statement needs and is not given back: the index build below sorts in
-- little memory, not in PostgreSQL's 64 MB; for this migration's transaction only.
SET LOCAL maintenance_work_mem = '4MB';
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "subject_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- sources.subject_status: a copy of the source's subject's status (as reviews.subject_status, migration
-- 0014), so that an outlet's public sources (published sources of published subjects) are one walk of the
-- partial index below, without a join to their subjects nor a sort (ADR 34's addendum). Filled here, then
-- kept by the two triggers below. The counters' update triggers are off for the fill: it changes no count
-- (the copy is no column they read), and they would read every source twice to find that out.
ALTER TABLE "sources" DISABLE TRIGGER "sources_outlet_scores_update";--> statement-breakpoint
ALTER TABLE "sources" DISABLE TRIGGER "sources_outlet_months_update";--> statement-breakpoint
UPDATE sources o SET subject_status = s.status
FROM subjects s
WHERE s.id = o.subject_id AND o.subject_status <> s.status;
--> statement-breakpoint
ALTER TABLE "sources" ENABLE TRIGGER "sources_outlet_scores_update";--> statement-breakpoint
ALTER TABLE "sources" ENABLE TRIGGER "sources_outlet_months_update";--> statement-breakpoint
-- A source written or moved to another subject copies its subject's status. The subject's row is locked as
-- an update would (no key update), so a concurrent change of the subject's status either is seen here or
-- waits for this transaction and then updates this source too.
CREATE OR REPLACE FUNCTION sources_subject_status_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.status INTO NEW.subject_status FROM subjects s WHERE s.id = NEW.subject_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sources_subject_status
  BEFORE INSERT OR UPDATE OF subject_id ON sources
  FOR EACH ROW EXECUTE FUNCTION sources_subject_status_copy();
--> statement-breakpoint
-- A subject's change of status is copied to its sources. The counters' triggers on sources hear that
-- update and count nothing (the same sources, outlets, months and verdicts before and after); the
-- subject's own counter triggers (0007, 0028) are named before this one and count its sources first.
CREATE OR REPLACE FUNCTION subjects_sources_status_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sources SET subject_status = NEW.status WHERE subject_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subjects_sources_status
  AFTER UPDATE OF status ON subjects
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION subjects_sources_status_sync();
--> statement-breakpoint
-- an outlet's page: its public sources newest first, the page's ids read from this index alone
DROP INDEX "sources_outlet_newest_idx";--> statement-breakpoint
CREATE INDEX "sources_outlet_public_idx" ON "sources" USING btree ("outlet_id","date_published_rumor" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND subject_status = 2;--> statement-breakpoint
-- the new column's statistics (the planner reads the index's row counts from them)
ANALYZE sources;
