ALTER TABLE "tipline_chats" ADD COLUMN "is_channel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "reply_to" varchar(80);--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_message_id" bigint;