CREATE TABLE "car_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	"initial" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_brands_name" UNIQUE("vehicle_type","name"),
	CONSTRAINT "car_brands_initial" CHECK ("car_brands"."initial" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"guide_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_models_name" UNIQUE("series_id","name"),
	CONSTRAINT "car_models_guide_price" CHECK ("car_models"."guide_price" >= 0),
	CONSTRAINT "car_models_year" CHECK ("car_models"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "car_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_series_name" UNIQUE("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "sale_advisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '销售顾问' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_car_advisors" (
	"car_id" integer NOT NULL,
	"advisor_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_car_advisors_car_id_advisor_id_pk" PRIMARY KEY("car_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "show_car_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"slot" integer NOT NULL,
	"visit_at" timestamp with time zone NOT NULL,
	"mobile" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_car_bookings_slot" CHECK ("show_car_bookings"."slot" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "show_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"brand_id" integer,
	"series_id" integer,
	"model_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"vehicle_type" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"energy" text,
	"body" text,
	"gearbox" text,
	"year" integer,
	"condition" text DEFAULT 'new' NOT NULL,
	"mileage_km" integer,
	"registered_on" date,
	"inspection_until" date,
	"insurance_until" date,
	"transfers" integer,
	"inspection" jsonb,
	"colour" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_cars_price" CHECK ("show_cars"."price_min" is null or "show_cars"."price_max" is null or "show_cars"."price_min" <= "show_cars"."price_max"),
	CONSTRAINT "show_cars_photos" CHECK (jsonb_array_length("show_cars"."photos") <= 30),
	CONSTRAINT "show_cars_reviewed_complete" CHECK ("show_cars"."state" in ('draft', 'rejected') or ("show_cars"."model_id" is not null and "show_cars"."price_min" is not null and jsonb_array_length("show_cars"."photos") >= 1))
);
--> statement-breakpoint
CREATE TABLE "car_owner_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"model_id" integer NOT NULL,
	"vin" text NOT NULL,
	"plate" text NOT NULL,
	"licence_image" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_owner_certifications_user_vin" UNIQUE("user_id","vin"),
	CONSTRAINT "car_owner_certifications_vin" CHECK ("car_owner_certifications"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "car_owner_certifications_state" CHECK ("car_owner_certifications"."state" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "real_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"name" text,
	"id_number" text,
	"name_masked" text NOT NULL,
	"id_masked" text NOT NULL,
	"id_hash" text,
	"front_image" text DEFAULT '' NOT NULL,
	"back_image" text DEFAULT '' NOT NULL,
	"liveness_token" text DEFAULT '' NOT NULL,
	"liveness_url" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "real_names_user" UNIQUE("user_id"),
	CONSTRAINT "real_names_state" CHECK ("real_names"."state" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "real_names_method" CHECK ("real_names"."method" in ('manual', 'liveness')),
	CONSTRAINT "real_names_decided_cleared" CHECK ("real_names"."state" = 'pending' or ("real_names"."name" is null and "real_names"."id_number" is null and "real_names"."front_image" = '' and "real_names"."back_image" = '' and "real_names"."liveness_token" = '' and "real_names"."liveness_url" = '')),
	CONSTRAINT "real_names_hash_live" CHECK ("real_names"."state" <> 'rejected' or "real_names"."id_hash" is null),
	CONSTRAINT "real_names_pending_full" CHECK ("real_names"."state" <> 'pending' or ("real_names"."name" is not null and "real_names"."id_number" is not null and "real_names"."id_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"shop_kind" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"credit_code" text,
	"legal_person" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"licence_image" text DEFAULT '' NOT NULL,
	"recognised" jsonb,
	"applicant_name" text DEFAULT '' NOT NULL,
	"applicant_id_masked" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"business_id" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_applications_state" CHECK ("merchant_applications"."state" in ('draft', 'pending', 'rejected', 'approved')),
	CONSTRAINT "merchant_applications_shop_kind" CHECK ("merchant_applications"."shop_kind" is null or "merchant_applications"."shop_kind" in (11, 12)),
	CONSTRAINT "merchant_applications_business" CHECK (("merchant_applications"."state" = 'approved') = ("merchant_applications"."business_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "merchant_profiles" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"shop_kind" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"licence_image" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_profiles_shop_kind" CHECK ("merchant_profiles"."shop_kind" in (11, 12))
);
--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_series_id_car_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."car_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_series" ADD CONSTRAINT "car_series_brand_id_car_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."car_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_advisors" ADD CONSTRAINT "sale_advisors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_advisors" ADD CONSTRAINT "show_car_advisors_car_id_show_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."show_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_advisors" ADD CONSTRAINT "show_car_advisors_advisor_id_sale_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."sale_advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_bookings" ADD CONSTRAINT "show_car_bookings_car_id_show_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."show_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_bookings" ADD CONSTRAINT "show_car_bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_bookings" ADD CONSTRAINT "show_car_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_car_bookings" ADD CONSTRAINT "show_car_bookings_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_cars" ADD CONSTRAINT "show_cars_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_cars" ADD CONSTRAINT "show_cars_brand_id_car_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."car_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_cars" ADD CONSTRAINT "show_cars_series_id_car_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."car_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_cars" ADD CONSTRAINT "show_cars_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_cars" ADD CONSTRAINT "show_cars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_owner_certifications" ADD CONSTRAINT "car_owner_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_owner_certifications" ADD CONSTRAINT "car_owner_certifications_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_owner_certifications" ADD CONSTRAINT "car_owner_certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_application_id_merchant_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_brands_list" ON "car_brands" USING btree ("vehicle_type","initial","name");--> statement-breakpoint
CREATE INDEX "car_models_list" ON "car_models" USING btree ("series_id","year","id");--> statement-breakpoint
CREATE INDEX "car_series_list" ON "car_series" USING btree ("brand_id","sort","id");--> statement-breakpoint
CREATE INDEX "sale_advisors_business" ON "sale_advisors" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "show_car_advisors_advisor" ON "show_car_advisors" USING btree ("advisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "show_car_bookings_one_pending" ON "show_car_bookings" USING btree ("car_id","user_id") WHERE "show_car_bookings"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "show_car_bookings_business" ON "show_car_bookings" USING btree ("business_id","state","visit_at");--> statement-breakpoint
CREATE INDEX "show_car_bookings_user" ON "show_car_bookings" USING btree ("user_id","car_id");--> statement-breakpoint
CREATE INDEX "show_cars_business" ON "show_cars" USING btree ("business_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "show_cars_public" ON "show_cars" USING btree ("state","listed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_owner_certifications_vin_approved" ON "car_owner_certifications" USING btree ("vin") WHERE "car_owner_certifications"."state" = 'approved';--> statement-breakpoint
CREATE INDEX "car_owner_certifications_user" ON "car_owner_certifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_names_id_hash" ON "real_names" USING btree ("id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_live_user" ON "merchant_applications" USING btree ("user_id") WHERE "merchant_applications"."state" <> 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_code" ON "merchant_applications" USING btree ("credit_code") WHERE "merchant_applications"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "merchant_applications_user" ON "merchant_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_name" ON "merchant_applications" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_profiles_credit_code" ON "merchant_profiles" USING btree ("credit_code");