CREATE TABLE "holdings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quota_id" integer NOT NULL,
	"holding_id" bigint NOT NULL,
	"recipient_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quota" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_quotas_item_user" UNIQUE("item_id","user_id"),
	CONSTRAINT "publisher_quotas_within" CHECK ("publisher_quotas"."issued" >= 0 and "publisher_quotas"."issued" <= "publisher_quotas"."quota")
);
--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_records" ADD CONSTRAINT "publish_records_quota_id_publisher_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."publisher_quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_records" ADD CONSTRAINT "publish_records_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_records" ADD CONSTRAINT "publish_records_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_quotas" ADD CONSTRAINT "publisher_quotas_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_quotas" ADD CONSTRAINT "publisher_quotas_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_quotas" ADD CONSTRAINT "publisher_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_quotas" ADD CONSTRAINT "publisher_quotas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holdings_user" ON "holdings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "holdings_item_user" ON "holdings" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "publish_records_quota" ON "publish_records" USING btree ("quota_id","id");--> statement-breakpoint
CREATE INDEX "publisher_quotas_user" ON "publisher_quotas" USING btree ("user_id");