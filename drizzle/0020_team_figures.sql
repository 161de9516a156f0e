CREATE TABLE "team_figures" (
	"organization_id" text NOT NULL,
	"key" text NOT NULL,
	"membership" text NOT NULL,
	"value" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_figures_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "team_figures" ADD CONSTRAINT "team_figures_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;