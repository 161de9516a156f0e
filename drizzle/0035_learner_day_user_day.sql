-- A learner's recent days without reading their rows: the level-4 estimate sums each member's minutes
-- over the last weeks for a whole organization (the cockpit), and the primary key puts time_zone before
-- day. Written by hand: the schema builder cannot declare INCLUDE columns (decision 041 has the rollup).
CREATE INDEX IF NOT EXISTS "learner_day_user_day_idx" ON "learner_day" ("user_id", "day") INCLUDE ("lesson_seconds", "review_seconds");
