CREATE TABLE "department" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "francization_profile" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"legal_name" text,
	"enterprise_number" text,
	"establishments_in_quebec" integer,
	"head_count" integer,
	"threshold_reached_on" date,
	"registered_on" date,
	"registration_certificate_on" date,
	"analysis_submitted_on" date,
	"program_required_on" date,
	"program_adopted_on" date,
	"francization_certificate_on" date,
	"committee_formed_on" date,
	"last_progress_report_on" date,
	"register_declaration_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_placement" (
	"invitation_id" text PRIMARY KEY NOT NULL,
	"department_id" text,
	"position_id" text
);
--> statement-breakpoint
CREATE TABLE "level_reached" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_placement" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"department_id" text,
	"position_id" text,
	CONSTRAINT "member_placement_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "named_view_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"viewer_id" text,
	"viewer_name" text NOT NULL,
	"subject_id" text,
	"subject_name" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_language_position" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"needs_analysis" text NOT NULL,
	"why_staff_insufficient" text NOT NULL,
	"decided_on" date NOT NULL,
	"signed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"held_on" date NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"participants" integer DEFAULT 1 NOT NULL,
	"paid_time" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "francization_profile" ADD CONSTRAINT "francization_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_placement" ADD CONSTRAINT "invitation_placement_invitation_id_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_placement" ADD CONSTRAINT "invitation_placement_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_placement" ADD CONSTRAINT "invitation_placement_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_reached" ADD CONSTRAINT "level_reached_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_placement" ADD CONSTRAINT "member_placement_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_placement" ADD CONSTRAINT "member_placement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_placement" ADD CONSTRAINT "member_placement_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_placement" ADD CONSTRAINT "member_placement_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_placement" ADD CONSTRAINT "member_placement_organization_id_user_id_member_organization_id_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."member"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_view_audit" ADD CONSTRAINT "named_view_audit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_view_audit" ADD CONSTRAINT "named_view_audit_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_view_audit" ADD CONSTRAINT "named_view_audit_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_language_position" ADD CONSTRAINT "other_language_position_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_entry" ADD CONSTRAINT "training_entry_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_entry" ADD CONSTRAINT "training_entry_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "department_organization_name_idx" ON "department" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "level_reached_user_idx" ON "level_reached" USING btree ("user_id","reached_at");--> statement-breakpoint
CREATE INDEX "named_view_audit_organization_idx" ON "named_view_audit" USING btree ("organization_id","viewed_at");--> statement-breakpoint
CREATE INDEX "other_language_position_organization_idx" ON "other_language_position" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_organization_name_idx" ON "position" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "training_entry_organization_idx" ON "training_entry" USING btree ("organization_id","held_on");--> statement-breakpoint
CREATE INDEX "lesson_attempt_user_finished_idx" ON "lesson_attempt" USING btree ("user_id","finished_at");--> statement-breakpoint
-- Levels already known from finished placement tests (unit completions are recorded from now on).
INSERT INTO "level_reached" ("id", "user_id", "course_id", "level", "source", "reached_at")
SELECT gen_random_uuid()::text, "user_id", "course_id", "result"->>'overall', 'placement', "finished_at"
FROM "placement_test" WHERE "finished_at" IS NOT NULL AND "result" IS NOT NULL;
