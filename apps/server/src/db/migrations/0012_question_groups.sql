CREATE SEQUENCE "public"."question_group_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE INDEX "subjects_match_trgm_idx" ON "subjects" USING gin (left("search_text", char_length("title") + 80) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_match_trgm_idx" ON "reviews" USING gin (left("search_text", char_length("title") + 80) gin_trgm_ops);--> statement-breakpoint
-- groups made before the sequence (none on main; a seed may have set some) keep their ids
SELECT setval('question_group_seq', greatest((SELECT max(group_id) FROM questions), 1), (SELECT max(group_id) FROM questions) IS NOT NULL);
