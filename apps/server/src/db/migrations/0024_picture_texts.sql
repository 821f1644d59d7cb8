CREATE TABLE "picture_texts" (
	"content_hash" varchar(64) PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"read_ms" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
