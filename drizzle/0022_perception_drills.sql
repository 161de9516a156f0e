CREATE TABLE "perception_answer" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"pair_id" text NOT NULL,
	"family" text NOT NULL,
	"played" text NOT NULL,
	"chosen" text,
	"correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "perception_answer" ADD CONSTRAINT "perception_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perception_answer_user_idx" ON "perception_answer" USING btree ("user_id","course_id","answered_at");