DROP INDEX "subjects_status_published_idx";--> statement-breakpoint
DROP INDEX "subjects_status_priority_idx";--> statement-breakpoint
DROP INDEX "subjects_status_views_idx";--> statement-breakpoint
DROP INDEX "subjects_category_idx";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subjects_status_questions_idx" ON "subjects" USING btree ("status","question_count","date_published","id");--> statement-breakpoint
CREATE INDEX "subjects_status_reviews_idx" ON "subjects" USING btree ("status","review_count","date_published","id");--> statement-breakpoint
CREATE INDEX "subjects_status_published_idx" ON "subjects" USING btree ("status","date_published","id");--> statement-breakpoint
CREATE INDEX "subjects_status_priority_idx" ON "subjects" USING btree ("status","priority","date_published" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subjects_status_views_idx" ON "subjects" USING btree ("status","views","date_published","id");--> statement-breakpoint
CREATE INDEX "subjects_category_idx" ON "subjects" USING btree ("category_id","status","date_published","id");