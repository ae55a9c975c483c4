-- Exhibition information pages (issue 21, docs/exhibition.md): a published project's page (its brand variant, opening
-- hours, introduction and motorhome zone as sanitised rich text, a map position) and its news, activities,
-- exhibiting brands and past editions. Written by hand to agree with db/schema-exhibition.ts.
CREATE TABLE "exhibition_pages" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"variant" text,
	"opening_hours" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"motorhome" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibition_pages_position" CHECK (("exhibition_pages"."lat" is null) = ("exhibition_pages"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "exhibition_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibition_activities_time" CHECK ("exhibition_activities"."end_at" >= "exhibition_activities"."start_at")
);
--> statement-breakpoint
CREATE TABLE "exhibition_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"letter" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibition_brands_letter" CHECK ("exhibition_brands"."letter" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "exhibition_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibition_pages" ADD CONSTRAINT "exhibition_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_pages" ADD CONSTRAINT "exhibition_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_news" ADD CONSTRAINT "exhibition_news_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_news" ADD CONSTRAINT "exhibition_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_activities" ADD CONSTRAINT "exhibition_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_activities" ADD CONSTRAINT "exhibition_activities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_brands" ADD CONSTRAINT "exhibition_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_history" ADD CONSTRAINT "exhibition_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibition_pages_variant" ON "exhibition_pages" USING btree ("variant");--> statement-breakpoint
CREATE INDEX "exhibition_news_project" ON "exhibition_news" USING btree ("project_id","published_at","id");--> statement-breakpoint
CREATE INDEX "exhibition_activities_project" ON "exhibition_activities" USING btree ("project_id","start_at","id");--> statement-breakpoint
CREATE INDEX "exhibition_brands_project" ON "exhibition_brands" USING btree ("project_id","letter","name");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_brands_name" ON "exhibition_brands" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_history_year" ON "exhibition_history" USING btree ("project_id","year");
