CREATE TABLE "learner_day" (
	"user_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"unit_tests" integer DEFAULT 0 NOT NULL,
	"perfect_lessons" integer DEFAULT 0 NOT NULL,
	"lesson_xp" integer DEFAULT 0 NOT NULL,
	"lesson_seconds" integer DEFAULT 0 NOT NULL,
	"review_sessions" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"review_xp" integer DEFAULT 0 NOT NULL,
	"review_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_day_user_id_time_zone_day_hour_pk" PRIMARY KEY("user_id","time_zone","day","hour")
);
--> statement-breakpoint
ALTER TABLE "learner_day" ADD CONSTRAINT "learner_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The zone a learner's days are counted in: their profile's, or America/Toronto (DEFAULT_TIME_ZONE)
-- without a profile or for a name this server's zone database does not know.
CREATE FUNCTION "learner_day_zone"(zone text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF zone IS NULL THEN
    RETURN 'America/Toronto';
  END IF;
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'America/Toronto';
END;
$$;
--> statement-breakpoint
-- Adds one finished activity to its local hour, or (sign -1) takes it away: an hour left with no
-- activity is deleted, and taking away never creates a row (a user being deleted has none left).
CREATE FUNCTION "learner_day_apply"(
  p_user_id text, p_at timestamptz, p_sign integer,
  p_lessons integer, p_unit_tests integer, p_perfect_lessons integer, p_lesson_xp integer, p_lesson_seconds integer,
  p_review_sessions integer, p_reviews integer, p_review_xp integer, p_review_seconds integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  local_time timestamp;
BEGIN
  -- Shared lock on the profile: a change of zone (which rebuilds the rows) waits for this
  -- transaction, or this one waits for it and then reads the new zone.
  zone := "learner_day_zone"((SELECT "time_zone" FROM "learner_profile" WHERE "user_id" = p_user_id FOR SHARE));
  local_time := p_at AT TIME ZONE zone;
  IF p_sign > 0 THEN
    INSERT INTO "learner_day" AS d ("user_id", "time_zone", "day", "hour", "lessons", "unit_tests", "perfect_lessons",
      "lesson_xp", "lesson_seconds", "review_sessions", "reviews", "review_xp", "review_seconds")
    VALUES (p_user_id, zone, local_time::date, extract(hour FROM local_time)::smallint, p_lessons, p_unit_tests,
      p_perfect_lessons, p_lesson_xp, p_lesson_seconds, p_review_sessions, p_reviews, p_review_xp, p_review_seconds)
    ON CONFLICT ("user_id", "time_zone", "day", "hour") DO UPDATE SET
      "lessons" = d."lessons" + excluded."lessons",
      "unit_tests" = d."unit_tests" + excluded."unit_tests",
      "perfect_lessons" = d."perfect_lessons" + excluded."perfect_lessons",
      "lesson_xp" = d."lesson_xp" + excluded."lesson_xp",
      "lesson_seconds" = d."lesson_seconds" + excluded."lesson_seconds",
      "review_sessions" = d."review_sessions" + excluded."review_sessions",
      "reviews" = d."reviews" + excluded."reviews",
      "review_xp" = d."review_xp" + excluded."review_xp",
      "review_seconds" = d."review_seconds" + excluded."review_seconds";
  ELSE
    UPDATE "learner_day" SET
      "lessons" = "lessons" - p_lessons,
      "unit_tests" = "unit_tests" - p_unit_tests,
      "perfect_lessons" = "perfect_lessons" - p_perfect_lessons,
      "lesson_xp" = "lesson_xp" - p_lesson_xp,
      "lesson_seconds" = "lesson_seconds" - p_lesson_seconds,
      "review_sessions" = "review_sessions" - p_review_sessions,
      "reviews" = "reviews" - p_reviews,
      "review_xp" = "review_xp" - p_review_xp,
      "review_seconds" = "review_seconds" - p_review_seconds
    WHERE "user_id" = p_user_id AND "time_zone" = zone AND "day" = local_time::date
      AND "hour" = extract(hour FROM local_time)::smallint;
    DELETE FROM "learner_day"
    WHERE "user_id" = p_user_id AND "time_zone" = zone AND "day" = local_time::date
      AND "hour" = extract(hour FROM local_time)::smallint
      AND "lessons" = 0 AND "unit_tests" = 0 AND "review_sessions" = 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_day_lesson"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."finished_at" IS NOT NULL THEN
    PERFORM "learner_day_apply"(OLD."user_id", OLD."finished_at", -1,
      (OLD."kind" = 'lesson')::int, (OLD."kind" = 'unitTest')::int,
      coalesce(OLD."kind" = 'lesson' AND OLD."answered" > 0 AND OLD."correct" = OLD."answered", false)::int,
      coalesce(OLD."xp", 0), coalesce(OLD."duration_seconds", 0), 0, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."finished_at" IS NOT NULL THEN
    PERFORM "learner_day_apply"(NEW."user_id", NEW."finished_at", 1,
      (NEW."kind" = 'lesson')::int, (NEW."kind" = 'unitTest')::int,
      coalesce(NEW."kind" = 'lesson' AND NEW."answered" > 0 AND NEW."correct" = NEW."answered", false)::int,
      coalesce(NEW."xp", 0), coalesce(NEW."duration_seconds", 0), 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_day_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."finished_at" IS NOT NULL THEN
    PERFORM "learner_day_apply"(OLD."user_id", OLD."finished_at", -1, 0, 0, 0, 0, 0,
      1, coalesce(OLD."answered", 0), coalesce(OLD."xp", 0), coalesce(OLD."duration_seconds", 0));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."finished_at" IS NOT NULL THEN
    PERFORM "learner_day_apply"(NEW."user_id", NEW."finished_at", 1, 0, 0, 0, 0, 0,
      1, coalesce(NEW."answered", 0), coalesce(NEW."xp", 0), coalesce(NEW."duration_seconds", 0));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every hour of the learner's history again, in the zone of their profile now.
CREATE FUNCTION "learner_day_rebuild"(p_user_id text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := "learner_day_zone"((SELECT "time_zone" FROM "learner_profile" WHERE "user_id" = p_user_id));
BEGIN
  DELETE FROM "learner_day" WHERE "user_id" = p_user_id;
  INSERT INTO "learner_day" ("user_id", "time_zone", "day", "hour", "lessons", "unit_tests", "perfect_lessons",
    "lesson_xp", "lesson_seconds", "review_sessions", "reviews", "review_xp", "review_seconds")
  SELECT p_user_id, zone, local_time::date, extract(hour FROM local_time)::smallint,
    sum(lessons), sum(unit_tests), sum(perfect_lessons), sum(lesson_xp), sum(lesson_seconds),
    sum(review_sessions), sum(reviews), sum(review_xp), sum(review_seconds)
  FROM (
    SELECT "finished_at" AT TIME ZONE zone AS local_time,
      ("kind" = 'lesson')::int AS lessons, ("kind" = 'unitTest')::int AS unit_tests,
      coalesce("kind" = 'lesson' AND "answered" > 0 AND "correct" = "answered", false)::int AS perfect_lessons,
      coalesce("xp", 0) AS lesson_xp, coalesce("duration_seconds", 0) AS lesson_seconds,
      0 AS review_sessions, 0 AS reviews, 0 AS review_xp, 0 AS review_seconds
    FROM "lesson_attempt" WHERE "user_id" = p_user_id AND "finished_at" IS NOT NULL
    UNION ALL
    SELECT "finished_at" AT TIME ZONE zone, 0, 0, 0, 0, 0,
      1, coalesce("answered", 0), coalesce("xp", 0), coalesce("duration_seconds", 0)
    FROM "review_session" WHERE "user_id" = p_user_id AND "finished_at" IS NOT NULL
  ) activity
  GROUP BY 3, 4;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_day_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."time_zone" IS DISTINCT FROM OLD."time_zone" THEN
    PERFORM "learner_day_rebuild"(NEW."user_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "learner_day_lesson_written" AFTER INSERT OR DELETE ON "lesson_attempt"
  FOR EACH ROW EXECUTE FUNCTION "learner_day_lesson"();
--> statement-breakpoint
-- Most updates of an attempt (the retry round's items) change nothing that is summed.
CREATE TRIGGER "learner_day_lesson_updated" AFTER UPDATE ON "lesson_attempt" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."kind", OLD."finished_at", OLD."correct", OLD."answered", OLD."xp", OLD."duration_seconds")
    IS DISTINCT FROM (NEW."user_id", NEW."kind", NEW."finished_at", NEW."correct", NEW."answered", NEW."xp", NEW."duration_seconds"))
  EXECUTE FUNCTION "learner_day_lesson"();
--> statement-breakpoint
CREATE TRIGGER "learner_day_review_written" AFTER INSERT OR DELETE ON "review_session"
  FOR EACH ROW EXECUTE FUNCTION "learner_day_review"();
--> statement-breakpoint
CREATE TRIGGER "learner_day_review_updated" AFTER UPDATE ON "review_session" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."finished_at", OLD."answered", OLD."xp", OLD."duration_seconds")
    IS DISTINCT FROM (NEW."user_id", NEW."finished_at", NEW."answered", NEW."xp", NEW."duration_seconds"))
  EXECUTE FUNCTION "learner_day_review"();
--> statement-breakpoint
CREATE TRIGGER "learner_day_profile_zone" AFTER INSERT OR UPDATE OF "time_zone" ON "learner_profile"
  FOR EACH ROW EXECUTE FUNCTION "learner_day_profile"();
--> statement-breakpoint
-- The history so far, each learner in the zone of their profile.
SELECT "learner_day_rebuild"("user_id") FROM (
  SELECT DISTINCT "user_id" FROM "lesson_attempt" WHERE "finished_at" IS NOT NULL
  UNION
  SELECT DISTINCT "user_id" FROM "review_session" WHERE "finished_at" IS NOT NULL
) learners;
