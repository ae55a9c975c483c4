CREATE TABLE "event_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer NOT NULL,
	"companions" integer DEFAULT 0 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"form_done" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"slot_id" integer,
	"order_id" integer,
	"holding_id" bigint,
	"spm" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_applications_status" CHECK ("event_applications"."status" between 0 and 6),
	CONSTRAINT "event_applications_companions" CHECK ("event_applications"."companions" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "event_likes" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_likes_pair" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_operators_pair" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "event_slots_booked" CHECK ("event_slots"."booked" >= 0 and "event_slots"."booked" <= "event_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"kind" integer,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"signup_start" timestamp with time zone,
	"signup_end" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"capacity" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"max_companions" integer DEFAULT 0 NOT NULL,
	"need_approval" boolean DEFAULT false NOT NULL,
	"waitlist" boolean DEFAULT false NOT NULL,
	"form_id" integer,
	"payment_order" integer DEFAULT 1 NOT NULL,
	"ticket_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"entry_item_id" integer,
	"entry_point_id" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"copied_from" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "events_kind" CHECK ("events"."kind" is null or "events"."kind" between 1 and 5),
	CONSTRAINT "events_payment_order" CHECK ("events"."payment_order" in (1, 2)),
	CONSTRAINT "events_places" CHECK ("events"."capacity" >= 0 and "events"."taken" >= 0 and ("events"."capacity" = 0 or "events"."taken" <= "events"."capacity") and "events"."max_companions" between 0 and 9),
	CONSTRAINT "events_likes" CHECK ("events"."like_count" >= 0),
	CONSTRAINT "events_complete" CHECK ("events"."state" = 'draft' or ("events"."kind" is not null and "events"."start_at" is not null and "events"."end_at" is not null and "events"."end_at" > "events"."start_at" and "events"."title" <> '' and "events"."place" <> ''))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_slot_id_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."event_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_operators" ADD CONSTRAINT "event_operators_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_operators" ADD CONSTRAINT "event_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_operators" ADD CONSTRAINT "event_operators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slots" ADD CONSTRAINT "event_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entry_item_id_items_id_fk" FOREIGN KEY ("entry_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entry_point_id_checkpoints_id_fk" FOREIGN KEY ("entry_point_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_one_live" ON "event_applications" USING btree ("event_id","user_id") WHERE "event_applications"."status" in (0, 1, 2, 3, 6);--> statement-breakpoint
CREATE INDEX "event_applications_event" ON "event_applications" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE INDEX "event_applications_user" ON "event_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "event_likes_event" ON "event_likes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_operators_user" ON "event_operators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_slots_event" ON "event_slots" USING btree ("event_id","start_at");--> statement-breakpoint
CREATE INDEX "events_business" ON "events" USING btree ("business_id","state","id");--> statement-breakpoint
CREATE INDEX "events_public" ON "events" USING btree ("state","start_at");--> statement-breakpoint
-- Check-in (docs/funly.md): a write-off of an application's entry holding (at the event's point, by any of its
-- checkers, through write_off) turns the going application into checked in, in the write-off's own transaction.
CREATE INDEX "event_applications_holding" ON "event_applications" USING btree ("holding_id") WHERE "holding_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_application_check_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_applications SET status = 6, checked_in_at = NEW.created_at, updated_at = NEW.created_at
   WHERE holding_id = NEW.holding_id AND status = 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER write_offs_event_check_in AFTER INSERT ON write_offs
  FOR EACH ROW EXECUTE FUNCTION event_application_check_in();
