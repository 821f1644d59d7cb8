CREATE TABLE "subject_tallies" (
	"category_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_tallies_category_id_status_pk" PRIMARY KEY("category_id","status")
);
