CREATE TABLE "practice_month" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_month_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "practice_month" ADD CONSTRAINT "practice_month_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds one activity's seconds to its UTC month, or (sign -1) takes them away. Taking away never
-- creates a row: a user being deleted has none left, and their row goes with them.
CREATE FUNCTION "practice_month_apply"(p_user_id text, p_at timestamptz, p_sign integer, p_seconds float8)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_seconds = 0 THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    INSERT INTO "practice_month" AS m ("user_id", "month", "seconds")
    VALUES (p_user_id, date_trunc('month', p_at AT TIME ZONE 'UTC')::date, p_seconds)
    ON CONFLICT ("user_id", "month") DO UPDATE SET "seconds" = m."seconds" + excluded."seconds";
  ELSE
    UPDATE "practice_month" SET "seconds" = "seconds" - p_seconds
    WHERE "user_id" = p_user_id AND "month" = date_trunc('month', p_at AT TIME ZONE 'UTC')::date;
  END IF;
END;
$$;
--> statement-breakpoint
-- A finished lesson or unit test counts its duration at the instant it finished.
CREATE FUNCTION "practice_month_lesson"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."finished_at" IS NOT NULL THEN
    PERFORM "practice_month_apply"(OLD."user_id", OLD."finished_at", -1, coalesce(OLD."duration_seconds", 0)::float8);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."finished_at" IS NOT NULL THEN
    PERFORM "practice_month_apply"(NEW."user_id", NEW."finished_at", 1, coalesce(NEW."duration_seconds", 0)::float8);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "practice_month_lesson_written" AFTER INSERT OR DELETE ON "lesson_attempt"
  FOR EACH ROW EXECUTE FUNCTION "practice_month_lesson"();
--> statement-breakpoint
CREATE TRIGGER "practice_month_lesson_updated" AFTER UPDATE ON "lesson_attempt" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."finished_at", OLD."duration_seconds") IS DISTINCT FROM (NEW."user_id", NEW."finished_at", NEW."duration_seconds"))
  EXECUTE FUNCTION "practice_month_lesson"();
--> statement-breakpoint
-- Review sessions are written by the lesson trigger's function too: the same columns mean the same.
CREATE TRIGGER "practice_month_review_written" AFTER INSERT OR DELETE ON "review_session"
  FOR EACH ROW EXECUTE FUNCTION "practice_month_lesson"();
--> statement-breakpoint
CREATE TRIGGER "practice_month_review_updated" AFTER UPDATE ON "review_session" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."finished_at", OLD."duration_seconds") IS DISTINCT FROM (NEW."user_id", NEW."finished_at", NEW."duration_seconds"))
  EXECUTE FUNCTION "practice_month_lesson"();
--> statement-breakpoint
-- A conversation counts from its start to its last turn, an hour at most, in the month it started:
-- each turn moves its last activity, so the month gets the difference.
CREATE FUNCTION "practice_month_tutor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "practice_month_apply"(OLD."user_id", OLD."started_at", -1,
      least(extract(epoch FROM (OLD."last_activity_at" - OLD."started_at")), 3600)::float8);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "practice_month_apply"(NEW."user_id", NEW."started_at", 1,
      least(extract(epoch FROM (NEW."last_activity_at" - NEW."started_at")), 3600)::float8);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "practice_month_tutor_written" AFTER INSERT OR DELETE ON "tutor_session"
  FOR EACH ROW EXECUTE FUNCTION "practice_month_tutor"();
--> statement-breakpoint
CREATE TRIGGER "practice_month_tutor_updated" AFTER UPDATE ON "tutor_session" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."started_at", OLD."last_activity_at") IS DISTINCT FROM (NEW."user_id", NEW."started_at", NEW."last_activity_at"))
  EXECUTE FUNCTION "practice_month_tutor"();
--> statement-breakpoint
-- The history so far.
INSERT INTO "practice_month" ("user_id", "month", "seconds")
SELECT "user_id", date_trunc('month', "at" AT TIME ZONE 'UTC')::date, sum("seconds")
FROM (
  SELECT "user_id", "finished_at" AS "at", coalesce("duration_seconds", 0)::float8 AS "seconds"
    FROM "lesson_attempt" WHERE "finished_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", "finished_at", coalesce("duration_seconds", 0)::float8
    FROM "review_session" WHERE "finished_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", "started_at", least(extract(epoch FROM ("last_activity_at" - "started_at")), 3600)::float8
    FROM "tutor_session"
) activity
GROUP BY 1, 2;
