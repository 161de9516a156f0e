CREATE TABLE "analytics_event" (
	"insert_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"user_id" text,
	"device_id" text NOT NULL,
	"session_id" bigint,
	"event_time" timestamp with time zone NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_properties" jsonb,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_event_received_at_idx" ON "analytics_event" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_event_user_idx" ON "analytics_event" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_event_unforwarded_idx" ON "analytics_event" USING btree ("received_at") WHERE forwarded_at is null;