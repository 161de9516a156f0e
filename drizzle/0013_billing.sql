CREATE TABLE "billing_customer" (
	"stripe_customer_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customer_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "billing_customer_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "billing_customer_one_payer" CHECK (("billing_customer"."user_id" is null) <> ("billing_customer"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "billing_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"user_id" text,
	"organization_id" text,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"quantity" integer NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscription_one_payer" CHECK (("billing_subscription"."user_id" is null) <> ("billing_subscription"."organization_id" is null)),
	CONSTRAINT "billing_subscription_quantity_positive" CHECK ("billing_subscription"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_grant" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"seats" integer NOT NULL,
	"note" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_grant_seats_positive" CHECK ("seat_grant"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription" ADD CONSTRAINT "billing_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription" ADD CONSTRAINT "billing_subscription_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_grant" ADD CONSTRAINT "seat_grant_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_subscription_user_idx" ON "billing_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_subscription_organization_idx" ON "billing_subscription" USING btree ("organization_id");