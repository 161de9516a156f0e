CREATE TABLE "pronunciation_phrase" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"text" text NOT NULL,
	"translation" text NOT NULL,
	"level" text NOT NULL,
	"theme" text NOT NULL,
	"sounds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_phrase" ADD CONSTRAINT "pronunciation_phrase_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_phrase_user_idx" ON "pronunciation_phrase" USING btree ("user_id","course_id","created_at");