CREATE TABLE "tipline_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"digest_hour" smallint DEFAULT 9 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipline_subscriptions" (
	"chat_id" integer PRIMARY KEY NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tipline_subscriptions" ADD CONSTRAINT "tipline_subscriptions_chat_id_tipline_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."tipline_chats"("id") ON DELETE cascade ON UPDATE no action;