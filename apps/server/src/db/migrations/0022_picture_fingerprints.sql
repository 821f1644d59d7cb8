CREATE TABLE "picture_backfill" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "picture_fingerprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"algorithm" varchar(40) NOT NULL,
	"hash" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "picture_fingerprints_uq" ON "picture_fingerprints" USING btree ("owner_kind","owner_id","image_key","algorithm");--> statement-breakpoint
CREATE INDEX "picture_fingerprints_key_idx" ON "picture_fingerprints" USING btree ("image_key");