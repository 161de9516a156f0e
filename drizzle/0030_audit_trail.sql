CREATE TABLE "audit_event" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"act" text NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"before" jsonb,
	"after" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "audit_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_organization_idx" ON "audit_event" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_subject_idx" ON "audit_event" USING btree ("organization_id","subject_id");--> statement-breakpoint
INSERT INTO "audit_event" ("id", "organization_id", "actor_id", "actor_name", "act", "subject_id", "subject_name", "occurred_at")
SELECT "id", "organization_id", "viewer_id", "viewer_name", 'progress.viewed', "subject_id", "subject_name", "viewed_at" FROM "named_view_audit";--> statement-breakpoint
DROP TABLE "named_view_audit" CASCADE;
