CREATE TABLE "archive_opens" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subjects_evaluation_idx" ON "subjects" USING btree ("id","evaluation_id");--> statement-breakpoint
CREATE INDEX "questions_register_date_idx" ON "questions" USING btree ("register_date");--> statement-breakpoint
CREATE INDEX "questions_answered_at_idx" ON "questions" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "tipline_requests_state_created_idx" ON "tipline_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");