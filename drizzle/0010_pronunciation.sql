CREATE TABLE "pronunciation_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"phrase_id" text NOT NULL,
	"recognized" jsonb NOT NULL,
	"score" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pronunciation_recording" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"mime" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_attempt" ADD CONSTRAINT "pronunciation_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_recording" ADD CONSTRAINT "pronunciation_recording_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_recording" ADD CONSTRAINT "pronunciation_recording_attempt_id_pronunciation_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."pronunciation_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_attempt_user_idx" ON "pronunciation_attempt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pronunciation_attempt_phrase_idx" ON "pronunciation_attempt" USING btree ("user_id","phrase_id","created_at");--> statement-breakpoint
CREATE INDEX "pronunciation_recording_user_idx" ON "pronunciation_recording" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pronunciation_recording_expiry_idx" ON "pronunciation_recording" USING btree ("expires_at");