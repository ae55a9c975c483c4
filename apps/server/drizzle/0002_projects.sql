CREATE TABLE "audit_trail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer,
	"actor_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" integer,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"venue" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "projects_kind" CHECK ("projects"."kind" is null or "projects"."kind" between 1 and 5),
	CONSTRAINT "projects_published_complete" CHECK ("projects"."state" = 'draft' or ("projects"."kind" is not null and "projects"."start_at" is not null and "projects"."end_at" is not null and "projects"."end_at" >= "projects"."start_at" and "projects"."name" <> '' and "projects"."venue" <> ''))
);
--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_trail_entity" ON "audit_trail" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "projects_business_state" ON "projects" USING btree ("business_id","state","id");