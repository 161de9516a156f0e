CREATE TABLE "reminder_sent" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sent_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "learner_profile" ADD COLUMN "level_target" text;--> statement-breakpoint
ALTER TABLE "learner_profile" ADD COLUMN "form_of_address" text;--> statement-breakpoint
ALTER TABLE "learner_profile" ADD COLUMN "reminder_time" text;--> statement-breakpoint
ALTER TABLE "learner_profile" ADD COLUMN "weekly_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_sent_sent_at_idx" ON "reminder_sent" USING btree ("sent_at");