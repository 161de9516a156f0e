CREATE TABLE "counted_group" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	CONSTRAINT "counted_group_organization_id_kind_user_id_pk" PRIMARY KEY("organization_id","kind","user_id")
);
--> statement-breakpoint
ALTER TABLE "counted_group" ADD CONSTRAINT "counted_group_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counted_group" ADD CONSTRAINT "counted_group_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counted_group" ADD CONSTRAINT "counted_group_organization_id_user_id_member_organization_id_user_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."member"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;