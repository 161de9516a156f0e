CREATE TABLE "object_deletion" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_recording" ALTER COLUMN "audio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pronunciation_recording" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "object_deletion_next_attempt_idx" ON "object_deletion" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "pronunciation_recording" ADD CONSTRAINT "pronunciation_recording_bytes_somewhere" CHECK ("pronunciation_recording"."audio" is not null or "pronunciation_recording"."storage_key" is not null);--> statement-breakpoint
-- Every way a recording row goes (its owner, expiry, its attempt, a cascade from the account) queues
-- its object's key for deletion in the same transaction, so no stored object is forgotten.
CREATE FUNCTION "queue_object_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."storage_key" IS NOT NULL THEN
    INSERT INTO "object_deletion" ("key") VALUES (OLD."storage_key") ON CONFLICT ("key") DO NOTHING;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pronunciation_recording_queue_object_deletion" AFTER DELETE ON "pronunciation_recording" FOR EACH ROW EXECUTE FUNCTION "queue_object_deletion"();
