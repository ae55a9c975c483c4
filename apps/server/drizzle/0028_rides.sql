CREATE TABLE "ride_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"bike_brand" text NOT NULL,
	"bike_model" text NOT NULL,
	"displacement" integer NOT NULL,
	"plate" text NOT NULL,
	"licence_class" text NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_mobile" text NOT NULL,
	"risk_accepted_at" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"role" text,
	"location_on" boolean DEFAULT false NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_applications_status" CHECK ("ride_applications"."status" in (1, 2, 4, 5)),
	CONSTRAINT "ride_applications_passengers" CHECK ("ride_applications"."passengers" between 0 and 1),
	CONSTRAINT "ride_applications_role" CHECK ("ride_applications"."role" is null or "ride_applications"."status" = 1)
);
--> statement-breakpoint
CREATE TABLE "ride_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ride_checkpoints_window" CHECK ("ride_checkpoints"."closes_at" > "ride_checkpoints"."opens_at" and "ride_checkpoints"."radius" between 50 and 5000)
);
--> statement-breakpoint
CREATE TABLE "ride_clockins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distance_m" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_clockins_once" UNIQUE("checkpoint_id","user_id"),
	CONSTRAINT "ride_clockins_status" CHECK ("ride_clockins"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "ride_leaders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"licence_class" text NOT NULL,
	"riding_years" integer NOT NULL,
	"bike" text NOT NULL,
	"experience" text NOT NULL,
	"licence_image" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_leaders_user" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "ride_likes" (
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_likes_pair" UNIQUE("ride_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"leader_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"signup_end" timestamp with time zone,
	"meeting_place" text DEFAULT '' NOT NULL,
	"meeting_address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"route_start" text DEFAULT '' NOT NULL,
	"route_end" text DEFAULT '' NOT NULL,
	"distance" integer DEFAULT 0 NOT NULL,
	"pace" integer DEFAULT 1 NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"min_displacement" integer DEFAULT 0 NOT NULL,
	"bike_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"fee_note" text DEFAULT '' NOT NULL,
	"risk_notice" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"positions_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_places" CHECK ("rides"."capacity" >= 0 and "rides"."taken" >= 0 and ("rides"."capacity" = 0 or "rides"."taken" <= "rides"."capacity")),
	CONSTRAINT "rides_likes" CHECK ("rides"."like_count" >= 0),
	CONSTRAINT "rides_levels" CHECK ("rides"."pace" between 1 and 3 and "rides"."difficulty" between 1 and 3 and "rides"."fee" >= 0),
	CONSTRAINT "rides_complete" CHECK ("rides"."state" = 'draft' or ("rides"."start_at" is not null and "rides"."end_at" is not null and "rides"."end_at" > "rides"."start_at" and "rides"."title" <> '' and "rides"."risk_notice" <> ''))
);
--> statement-breakpoint
ALTER TABLE "audits" ALTER COLUMN "business_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_applications" ADD CONSTRAINT "ride_applications_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_applications" ADD CONSTRAINT "ride_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_applications" ADD CONSTRAINT "ride_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_checkpoints" ADD CONSTRAINT "ride_checkpoints_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_clockins" ADD CONSTRAINT "ride_clockins_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_clockins" ADD CONSTRAINT "ride_clockins_checkpoint_id_ride_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."ride_checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_clockins" ADD CONSTRAINT "ride_clockins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_clockins" ADD CONSTRAINT "ride_clockins_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_leaders" ADD CONSTRAINT "ride_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_leaders" ADD CONSTRAINT "ride_leaders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_likes" ADD CONSTRAINT "ride_likes_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_likes" ADD CONSTRAINT "ride_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_applications_one_live" ON "ride_applications" USING btree ("ride_id","user_id") WHERE "ride_applications"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "ride_applications_ride" ON "ride_applications" USING btree ("ride_id","status","id");--> statement-breakpoint
CREATE INDEX "ride_applications_user" ON "ride_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ride_checkpoints_ride" ON "ride_checkpoints" USING btree ("ride_id","seq");--> statement-breakpoint
CREATE INDEX "ride_clockins_ride" ON "ride_clockins" USING btree ("ride_id","id");--> statement-breakpoint
CREATE INDEX "rides_leader" ON "rides" USING btree ("leader_id","id");--> statement-breakpoint
CREATE INDEX "rides_public" ON "rides" USING btree ("state","start_at");--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_business" CHECK (("audits"."type" = 'ride_leader') = ("audits"."business_id" is null));