ALTER TABLE "audits" DROP CONSTRAINT "audits_business";--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "car_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_business" CHECK (("audits"."type" in ('ride_leader', 'report', 'car_owner', 'real_name', 'merchant')) = ("audits"."business_id" is null));