CREATE TABLE "tipline_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"messenger" varchar(10) NOT NULL,
	"chat_key" varchar(40) NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipline_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"photo_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipline_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"question_id" integer,
	"subject_id" integer,
	"offered" jsonb,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "channel" varchar(10) DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "tipline_messages" ADD CONSTRAINT "tipline_messages_request_id_tipline_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tipline_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipline_requests" ADD CONSTRAINT "tipline_requests_chat_id_tipline_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."tipline_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipline_requests" ADD CONSTRAINT "tipline_requests_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipline_requests" ADD CONSTRAINT "tipline_requests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tipline_chats_key_uq" ON "tipline_chats" USING btree ("messenger","chat_key");--> statement-breakpoint
CREATE INDEX "tipline_messages_request_idx" ON "tipline_messages" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "tipline_requests_chat_idx" ON "tipline_requests" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "tipline_requests_question_idx" ON "tipline_requests" USING btree ("question_id");