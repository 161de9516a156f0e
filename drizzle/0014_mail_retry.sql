ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "retry_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_retry_idx" ON "email_outbox" USING btree ("status","next_attempt_at");