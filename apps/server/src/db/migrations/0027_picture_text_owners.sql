CREATE TABLE "picture_text_owners" (
	"owner_kind" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	CONSTRAINT "picture_text_owners_owner_kind_owner_id_image_key_pk" PRIMARY KEY("owner_kind","owner_id","image_key")
);
--> statement-breakpoint
CREATE INDEX "picture_text_owners_hash_idx" ON "picture_text_owners" USING btree ("content_hash");--> statement-breakpoint
-- the words read in stored pictures are looked up by their likeness to a reader's picture's words (pg_trgm)
CREATE INDEX "picture_texts_text_trgm_idx" ON "picture_texts" USING gin ("text" gin_trgm_ops) WHERE "status" = 'read';