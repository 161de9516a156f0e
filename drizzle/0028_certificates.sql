CREATE TABLE "certificate" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"organization_id" text,
	"organization_name" text,
	"course_id" text NOT NULL,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_code_idx" ON "certificate" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_course_level_idx" ON "certificate" USING btree ("user_id","course_id","level");--> statement-breakpoint
CREATE INDEX "certificate_organization_idx" ON "certificate" USING btree ("organization_id");
