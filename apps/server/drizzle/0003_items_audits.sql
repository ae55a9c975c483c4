CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_by" integer NOT NULL,
	"reviewed_by" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "audits_status_values" CHECK ("audits"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"project_id" integer,
	"product_type" integer NOT NULL,
	"is_cert" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"template_kind" integer DEFAULT 1 NOT NULL,
	"style_icon" text DEFAULT '' NOT NULL,
	"style_color" text DEFAULT '' NOT NULL,
	"par_value" integer DEFAULT 0 NOT NULL,
	"sell_value" integer DEFAULT 0 NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"issue_start" timestamp with time zone,
	"issue_end" timestamp with time zone,
	"validity_start" timestamp with time zone,
	"validity_end" timestamp with time zone,
	"rule_content" text DEFAULT '' NOT NULL,
	"write_off_mode" integer DEFAULT 1 NOT NULL,
	"shop_kind" integer DEFAULT 11 NOT NULL,
	"distribution_mode" integer DEFAULT 1 NOT NULL,
	"registration_distribution" integer DEFAULT 1 NOT NULL,
	"payment_order" integer DEFAULT 1 NOT NULL,
	"limit_type" integer DEFAULT 1 NOT NULL,
	"limit_num" integer DEFAULT 1 NOT NULL,
	"reject_remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "items_product_type" CHECK ("items"."product_type" in (1, 2, 3)),
	CONSTRAINT "items_stock" CHECK ("items"."issued" >= 0 and "items"."issued" <= greatest("items"."total_stock", 0)),
	CONSTRAINT "items_money" CHECK ("items"."par_value" >= 0 and "items"."sell_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audits_one_pending" ON "audits" USING btree ("type","target_id") WHERE "audits"."status" = 1;--> statement-breakpoint
CREATE INDEX "audits_status" ON "audits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "items_business" ON "items" USING btree ("business_id","state","id");