-- A subject's reviews in the order its report pages list the related ones (newest first): the same
-- subject's related reviews are then the first entries of this index, however many other reviews are
-- newer. Before, with statistics that guess several reviews a subject, the planner walked the public
-- newest-first index and skipped every other subject's review. Small: built in little memory (PGlite's
-- memory is not given back, see 0014).
SET LOCAL maintenance_work_mem = '4MB';
--> statement-breakpoint
DROP INDEX "reviews_subject_idx";--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","status","date_published" DESC NULLS LAST,"id" DESC NULLS FIRST);
