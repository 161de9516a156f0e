CREATE TABLE "badge_seen" (
	"user_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_seen_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_member" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_member_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_answer" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"position" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean,
	"verdict" jsonb NOT NULL,
	"rating" text,
	"response_ms" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_card" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"key" text NOT NULL,
	"state" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"correct" integer,
	"answered" integer,
	"xp" integer,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "review_sync" (
	"user_id" text PRIMARY KEY NOT NULL,
	"synced_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_profile" ADD COLUMN "review_retention" real DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_seen" ADD CONSTRAINT "badge_seen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_member" ADD CONSTRAINT "ranking_member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_member" ADD CONSTRAINT "ranking_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answer" ADD CONSTRAINT "review_answer_session_id_review_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."review_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answer" ADD CONSTRAINT "review_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answer" ADD CONSTRAINT "review_answer_card_id_review_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_session" ADD CONSTRAINT "review_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync" ADD CONSTRAINT "review_sync_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_answer_session_position_idx" ON "review_answer" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "review_answer_user_idx" ON "review_answer" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_user_key_idx" ON "review_card" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "review_card_user_due_idx" ON "review_card" USING btree ("user_id","course_id","due");--> statement-breakpoint
CREATE INDEX "review_session_user_idx" ON "review_session" USING btree ("user_id","finished_at");