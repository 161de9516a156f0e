CREATE TABLE "tutor_memory" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"memory" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_memory_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "tutor_daily_turns" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_card" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "tutor_session" ADD COLUMN "context" jsonb;--> statement-breakpoint
ALTER TABLE "tutor_memory" ADD CONSTRAINT "tutor_memory_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_message_user_created_idx" ON "tutor_message" USING btree ("user_id","created_at");