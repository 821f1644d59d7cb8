-- The dashboard's counters (ADR 40's addendum). PGlite's memory grows to what a statement needs and is not
-- given back (0014): the index builds below are small and sort in little memory.
SET LOCAL maintenance_work_mem = '4MB';
--> statement-breakpoint
CREATE TABLE "question_days" (
	"day" date NOT NULL,
	"channel" varchar(10) NOT NULL,
	"filed" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_days_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"key" integer PRIMARY KEY NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"open_shown" integer DEFAULT 0 NOT NULL,
	"first_asked" timestamp with time zone,
	"first_open" timestamp with time zone,
	"first_answered" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "subjects_evaluation_idx";--> statement-breakpoint
DROP INDEX "reviews_status_published_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_evaluation_id" integer;--> statement-breakpoint
-- filled here, then kept by the subjects' triggers below
UPDATE reviews r SET subject_evaluation_id = s.evaluation_id
FROM subjects s
WHERE s.id = r.subject_id AND s.evaluation_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "question_groups_answered_idx" ON "question_groups" USING btree ("first_answered","first_asked");--> statement-breakpoint
CREATE INDEX "question_groups_open_idx" ON "question_groups" USING btree ("open_shown" DESC NULLS LAST,"first_open","key") WHERE "question_groups"."open_shown" > 0 and "question_groups"."first_answered" is null;--> statement-breakpoint
CREATE INDEX "reviews_status_published_idx" ON "reviews" USING btree ("status","date_published","subject_evaluation_id");
--> statement-breakpoint
-- question_days (ADR 40's addendum): questions per Tehran day and channel, filed (by register_date) and
-- answered (by answered_at), hidden ones too. Kept by statement triggers with transition tables, as
-- outlet_months is (0028): a bulk insert or a bulk answer adds a few rows' worth of +n, an update that changes
-- none of the three columns nets to nothing and writes nothing. The counters only ever add a delta, so two
-- transactions counting on the same day wait for each other's row and both counts stay.
-- A question's place in the counters: +delta filed on its Tehran day, +delta answered on its answer's day.
CREATE OR REPLACE FUNCTION question_days_add(filed_on date, answered_on date, via text, delta integer)
  RETURNS TABLE (day date, channel text, filed integer, answered integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT filed_on, via, delta, 0
  UNION ALL
  SELECT answered_on, via, 0, delta WHERE answered_on IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION question_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO question_days (day, channel, filed, answered)
    SELECT d.day, d.channel, sum(d.filed)::integer, sum(d.answered)::integer
    FROM new_rows n CROSS JOIN LATERAL question_days_add(
      (n.register_date AT TIME ZONE 'Asia/Tehran')::date, (n.answered_at AT TIME ZONE 'Asia/Tehran')::date,
      n.channel, 1) d
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET
      filed = question_days.filed + EXCLUDED.filed, answered = question_days.answered + EXCLUDED.answered;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO question_days (day, channel, filed, answered)
    SELECT d.day, d.channel, sum(d.filed)::integer, sum(d.answered)::integer
    FROM old_rows o CROSS JOIN LATERAL question_days_add(
      (o.register_date AT TIME ZONE 'Asia/Tehran')::date, (o.answered_at AT TIME ZONE 'Asia/Tehran')::date,
      o.channel, -1) d
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET
      filed = question_days.filed + EXCLUDED.filed, answered = question_days.answered + EXCLUDED.answered;
  ELSE
    INSERT INTO question_days (day, channel, filed, answered)
    SELECT d.day, d.channel, sum(d.filed)::integer, sum(d.answered)::integer
    FROM (
      SELECT o.register_date, o.answered_at, o.channel, -1 AS delta FROM old_rows o
      UNION ALL
      SELECT n.register_date, n.answered_at, n.channel, 1 FROM new_rows n
    ) r CROSS JOIN LATERAL question_days_add(
      (r.register_date AT TIME ZONE 'Asia/Tehran')::date, (r.answered_at AT TIME ZONE 'Asia/Tehran')::date,
      r.channel, r.delta) d
    GROUP BY 1, 2
    HAVING sum(d.filed) <> 0 OR sum(d.answered) <> 0
    ORDER BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET
      filed = question_days.filed + EXCLUDED.filed, answered = question_days.answered + EXCLUDED.answered;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_days_insert
  AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_days_sync();
--> statement-breakpoint
CREATE TRIGGER questions_days_update
  AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_days_sync();
--> statement-breakpoint
CREATE TRIGGER questions_days_delete
  AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_days_sync();
--> statement-breakpoint
INSERT INTO question_days (day, channel, filed, answered)
SELECT d.day, d.channel, sum(d.filed)::integer, sum(d.answered)::integer
FROM questions q CROSS JOIN LATERAL question_days_add(
  (q.register_date AT TIME ZONE 'Asia/Tehran')::date, (q.answered_at AT TIME ZONE 'Asia/Tehran')::date,
  q.channel, 1) d
GROUP BY 1, 2;
--> statement-breakpoint
-- reviews.subject_evaluation_id: the subject's verdict beside its other columns copied onto its reviews (0014),
-- by the same two triggers, so the dashboard's reviews per week and verdict are read from
-- reviews_status_published_idx alone instead of a join of every published review with its subject.
CREATE OR REPLACE FUNCTION reviews_subject_columns_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.status, s.category_id, s.priority, s.review_count, s.question_count, s.evaluation_id
  INTO NEW.subject_status, NEW.subject_category_id, NEW.subject_priority, NEW.subject_review_count,
    NEW.subject_question_count, NEW.subject_evaluation_id
  FROM subjects s WHERE s.id = NEW.subject_id
  FOR NO KEY UPDATE;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subjects_review_columns_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET
    subject_status = NEW.status,
    subject_category_id = NEW.category_id,
    subject_priority = NEW.priority,
    subject_review_count = NEW.review_count,
    subject_question_count = NEW.question_count,
    subject_evaluation_id = NEW.evaluation_id
  WHERE subject_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER subjects_review_columns ON subjects;
--> statement-breakpoint
CREATE TRIGGER subjects_review_columns
  AFTER UPDATE OF status, category_id, priority, review_count, question_count, evaluation_id ON subjects
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.priority IS DISTINCT FROM NEW.priority
    OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR OLD.question_count IS DISTINCT FROM NEW.question_count
    OR OLD.evaluation_id IS DISTINCT FROM NEW.evaluation_id
  )
  EXECUTE FUNCTION subjects_review_columns_sync();
--> statement-breakpoint
-- question_groups (ADR 40's addendum): one row per question group (a question never grouped: key minus its
-- id), recounted from its questions whenever a statement files, regroups, hides, answers, re-dates or deletes
-- one of them. A first date cannot be taken back by a delta (the first question leaving leaves no trace of the
-- second), so the touched groups are counted again from questions_group_idx (a group is a few to a few
-- hundred questions). Their rows are first taken in key order (made when missing): a concurrent change of
-- the same group waits there for the other's commit, and the recount, a statement of its own, then sees it.
CREATE OR REPLACE FUNCTION question_groups_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT coalesce(n.group_id, -n.id)) INTO touched FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT coalesce(o.group_id, -o.id)) INTO touched FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT k) INTO touched FROM (
      SELECT unnest(ARRAY[coalesce(o.group_id, -o.id), coalesce(n.group_id, -n.id)]) AS k
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.group_id, o.register_date, o.answered_at, o.is_shown)
        IS DISTINCT FROM (n.group_id, n.register_date, n.answered_at, n.is_shown)
    ) c;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO question_groups (key) SELECT k FROM unnest(touched) AS k ORDER BY k ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM question_groups WHERE key = ANY (touched) ORDER BY key FOR UPDATE;
  INSERT INTO question_groups AS g (key, asked, open_shown, first_asked, first_open, first_answered)
  SELECT t.k, count(q.id)::integer,
    (count(*) FILTER (WHERE q.is_shown AND q.answered_at IS NULL))::integer,
    min(q.register_date),
    min(q.register_date) FILTER (WHERE q.is_shown AND q.answered_at IS NULL),
    min(q.answered_at)
  FROM unnest(touched) AS t(k)
  LEFT JOIN LATERAL (
    SELECT x.id, x.is_shown, x.answered_at, x.register_date FROM questions x WHERE t.k > 0 AND x.group_id = t.k
    UNION ALL
    SELECT x.id, x.is_shown, x.answered_at, x.register_date FROM questions x
    WHERE t.k < 0 AND x.id = -t.k AND x.group_id IS NULL
  ) q ON true
  GROUP BY t.k
  ORDER BY t.k
  ON CONFLICT (key) DO UPDATE SET
    asked = EXCLUDED.asked, open_shown = EXCLUDED.open_shown, first_asked = EXCLUDED.first_asked,
    first_open = EXCLUDED.first_open, first_answered = EXCLUDED.first_answered;
  DELETE FROM question_groups WHERE key = ANY (touched) AND asked = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_groups_insert
  AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_groups_sync();
--> statement-breakpoint
CREATE TRIGGER questions_groups_update
  AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_groups_sync();
--> statement-breakpoint
CREATE TRIGGER questions_groups_delete
  AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_groups_sync();
--> statement-breakpoint
INSERT INTO question_groups (key, asked, open_shown, first_asked, first_open, first_answered)
SELECT coalesce(group_id, -id), count(*),
  count(*) FILTER (WHERE is_shown AND answered_at IS NULL),
  min(register_date),
  min(register_date) FILTER (WHERE is_shown AND answered_at IS NULL),
  min(answered_at)
FROM questions
GROUP BY 1;
--> statement-breakpoint
-- the new tables' and column's statistics for the planner
ANALYZE question_days;
--> statement-breakpoint
ANALYZE question_groups;
--> statement-breakpoint
ANALYZE reviews;
