CREATE TABLE "spoken_exercise_score" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"level" text NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spoken_exercise_score" ADD CONSTRAINT "spoken_exercise_score_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spoken_exercise_score_user_idx" ON "spoken_exercise_score" USING btree ("user_id","course_id","created_at");