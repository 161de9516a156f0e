CREATE TABLE "tutor_message" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"activity_id" text,
	"mode" text NOT NULL,
	"guided" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"debrief" jsonb
);
--> statement-breakpoint
ALTER TABLE "tutor_message" ADD CONSTRAINT "tutor_message_session_id_tutor_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_message" ADD CONSTRAINT "tutor_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_session" ADD CONSTRAINT "tutor_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_message_session_position_idx" ON "tutor_message" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "tutor_session_user_idx" ON "tutor_session" USING btree ("user_id","started_at");