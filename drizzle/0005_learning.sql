CREATE TABLE "exercise_answer" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" text NOT NULL,
	"round" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean,
	"verdict" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"correct" integer,
	"answered" integer,
	"xp" integer,
	"duration_seconds" integer
);
--> statement-breakpoint
ALTER TABLE "exercise_answer" ADD CONSTRAINT "exercise_answer_attempt_id_lesson_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."lesson_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_answer" ADD CONSTRAINT "exercise_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_event" ADD CONSTRAINT "learning_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempt" ADD CONSTRAINT "lesson_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_answer_attempt_position_idx" ON "exercise_answer" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "exercise_answer_user_idx" ON "exercise_answer" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "learning_event_user_created_idx" ON "learning_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_attempt_user_lesson_idx" ON "lesson_attempt" USING btree ("user_id","lesson_id");