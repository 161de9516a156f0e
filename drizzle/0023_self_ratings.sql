CREATE TABLE "pronunciation_self_rating" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"phrase_id" text NOT NULL,
	"rating" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pronunciation_self_rating_rating_known" CHECK ("pronunciation_self_rating"."rating" in ('not-yet', 'almost', 'same'))
);
--> statement-breakpoint
ALTER TABLE "pronunciation_self_rating" ADD CONSTRAINT "pronunciation_self_rating_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_self_rating_user_idx" ON "pronunciation_self_rating" USING btree ("user_id","course_id","created_at");