DROP INDEX "sms_outbox_question_uq";--> statement-breakpoint
ALTER TABLE "sms_outbox" ALTER COLUMN "question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ALTER COLUMN "to_mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" varchar(10) DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "reason" varchar(80) DEFAULT 'answered' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "chat_id" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_chat_id_tipline_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."tipline_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_question_reason_uq" ON "sms_outbox" USING btree ("question_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_chat_reason_uq" ON "sms_outbox" USING btree ("chat_id","reason");