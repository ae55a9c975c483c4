CREATE TABLE "checkpoint_checkers" (
	"checkpoint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoint_checkers_pair" UNIQUE("checkpoint_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"radius" integer DEFAULT 0 NOT NULL,
	"write_off_type" integer DEFAULT 1 NOT NULL,
	"write_off_num" integer DEFAULT 0 NOT NULL,
	"param" text NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "checkpoints_within" CHECK ("checkpoints"."used" >= 0 and ("checkpoints"."write_off_num" = 0 or "checkpoints"."used" <= "checkpoints"."write_off_num")),
	CONSTRAINT "checkpoints_type" CHECK ("checkpoints"."write_off_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"holding_id" bigint,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_offs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"holding_id" bigint NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"mode" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"period" text NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_offs_use" UNIQUE("holding_id","period","seq"),
	CONSTRAINT "write_offs_nonce" UNIQUE("actor_id","nonce"),
	CONSTRAINT "write_offs_seq" CHECK ("write_offs"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "sn" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 16) NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "holder_id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkpoint_checkers" ADD CONSTRAINT "checkpoint_checkers_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_checkers" ADD CONSTRAINT "checkpoint_checkers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkpoint_checkers_user" ON "checkpoint_checkers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkpoints_item" ON "checkpoints" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_param" ON "checkpoints" USING btree ("param");--> statement-breakpoint
CREATE INDEX "recipients_user" ON "recipients" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_one_self" ON "recipients" USING btree ("user_id") WHERE "recipients"."is_self" and "recipients"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_holding" ON "survey_answers" USING btree ("holding_id","type");--> statement-breakpoint
CREATE INDEX "write_offs_point" ON "write_offs" USING btree ("checkpoint_id","id");--> statement-breakpoint
CREATE INDEX "write_offs_item" ON "write_offs" USING btree ("item_id","id");--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_sn" ON "holdings" USING btree ("sn");--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_used" CHECK ("holdings"."used" >= 0);