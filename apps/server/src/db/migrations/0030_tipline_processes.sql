CREATE TABLE "tipline_send_slots" (
	"messenger" varchar(10) PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tipline_messages" ADD COLUMN "fingerprints" jsonb;--> statement-breakpoint
CREATE INDEX "tipline_requests_gathering_idx" ON "tipline_requests" USING btree ("state","last_message_at");