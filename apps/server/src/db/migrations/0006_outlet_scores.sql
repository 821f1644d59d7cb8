CREATE TABLE "outlet_scores" (
	"outlet_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outlet_scores_outlet_id_evaluation_id_pk" PRIMARY KEY("outlet_id","evaluation_id")
);
