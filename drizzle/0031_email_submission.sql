CREATE TABLE "email_submission" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"text_key" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_submission" ADD CONSTRAINT "email_submission_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_submission_user_exercise_idx" ON "email_submission" USING btree ("user_id","exercise_id","created_at");--> statement-breakpoint
CREATE INDEX "email_submission_text_idx" ON "email_submission" USING btree ("exercise_id","text_key","locale");--> statement-breakpoint
CREATE INDEX "email_submission_user_created_idx" ON "email_submission" USING btree ("user_id","created_at");
