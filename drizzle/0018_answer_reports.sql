CREATE TABLE "answer_opinion" (
	"id" text PRIMARY KEY NOT NULL,
	"exercise_id" text NOT NULL,
	"answer_key" text NOT NULL,
	"acceptable" boolean NOT NULL,
	"reason" text NOT NULL,
	"locale" text NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_report" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"attempt_id" text NOT NULL,
	"position" integer NOT NULL,
	"course_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"exercise_type" text NOT NULL,
	"answer" text NOT NULL,
	"verdict" jsonb NOT NULL,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_report" ADD CONSTRAINT "answer_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_opinion_exercise_answer_idx" ON "answer_opinion" USING btree ("exercise_id","answer_key");--> statement-breakpoint
CREATE INDEX "answer_opinion_created_idx" ON "answer_opinion" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_report_answer_idx" ON "answer_report" USING btree ("user_id","kind","attempt_id","position");--> statement-breakpoint
CREATE INDEX "answer_report_exercise_idx" ON "answer_report" USING btree ("exercise_id","created_at");