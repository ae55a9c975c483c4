-- Utility screens (issue 21, docs/utility.md): the versions of the agreements saved through the editors, and the
-- health declarations of an exhibition (one per user, exhibition and Asia/Shanghai day).
CREATE TABLE "doc_versions" (
	"doc_key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"html" text NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_versions_doc_key_version_pk" PRIMARY KEY("doc_key","version"),
	CONSTRAINT "doc_versions_version" CHECK ("doc_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_doc_key_docs_key_fk" FOREIGN KEY ("doc_key") REFERENCES "public"."docs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "health_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"symptoms" jsonb NOT NULL,
	"travel" text DEFAULT '' NOT NULL,
	"health_code" text NOT NULL,
	"agreed_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_declarations" ADD CONSTRAINT "health_declarations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_declarations" ADD CONSTRAINT "health_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_declarations_once_a_day" ON "health_declarations" USING btree ("project_id","user_id","day");--> statement-breakpoint
CREATE INDEX "health_declarations_project_day" ON "health_declarations" USING btree ("project_id","day","id");
