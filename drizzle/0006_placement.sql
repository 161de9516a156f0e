CREATE TABLE "placement_test" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_item_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"start_unit_id" text
);
--> statement-breakpoint
ALTER TABLE "lesson_attempt" ADD COLUMN "kind" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_test" ADD CONSTRAINT "placement_test_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_test_user_course_idx" ON "placement_test" USING btree ("user_id","course_id","started_at");