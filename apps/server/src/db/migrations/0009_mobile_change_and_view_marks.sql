CREATE TABLE "view_marks" (
	"kind" varchar(1) NOT NULL,
	"item_id" integer NOT NULL,
	"reader" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "view_marks_kind_item_id_reader_day_pk" PRIMARY KEY("kind","item_id","reader","day")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "change_user_id" integer;--> statement-breakpoint
CREATE INDEX "view_marks_day_idx" ON "view_marks" USING btree ("day");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_change_user_id_users_id_fk" FOREIGN KEY ("change_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;