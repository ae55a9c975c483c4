-- Lotteries of an exhibition (issue 21, docs/lottery.md): a draft until published, then frozen; the seed committed
-- by its SHA-256 at publish; at close the entrant count, the entrant list's hash and the drawn order are fixed.
-- One entry per person (unique), entry numbers in join order (unique), one win per person and position (unique), at
-- most one winner waiting for the host (partial unique), confirmed winners never past a prize's stock (check).
CREATE TABLE "lotteries" (
  "id" serial PRIMARY KEY NOT NULL,
  "business_id" integer NOT NULL REFERENCES "businesses"("id"),
  "project_id" integer NOT NULL REFERENCES "projects"("id"),
  "state" text DEFAULT 'draft' NOT NULL,
  "title" text NOT NULL,
  "rules" text NOT NULL,
  "draw_at" timestamp with time zone NOT NULL,
  "hold_ticket" boolean DEFAULT false NOT NULL,
  "checked_in_today" boolean DEFAULT false NOT NULL,
  "seed" text DEFAULT '' NOT NULL,
  "seed_hash" text DEFAULT '' NOT NULL,
  "entrants_hash" text DEFAULT '' NOT NULL,
  "entrant_count" integer DEFAULT 0 NOT NULL,
  "draw_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "cursor" integer DEFAULT 0 NOT NULL,
  "published_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "drawn_at" timestamp with time zone,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lotteries_state" CHECK ("state" in ('draft','published','drawing','drawn','cancelled')),
  CONSTRAINT "lotteries_committed" CHECK ("state" in ('draft','cancelled') or ("seed" <> '' and "seed_hash" <> '')),
  CONSTRAINT "lotteries_closed" CHECK ("state" <> 'drawn' or "entrants_hash" <> ''),
  CONSTRAINT "lotteries_counts" CHECK ("entrant_count" >= 0 and "cursor" >= 0 and "cursor" <= "entrant_count")
);
--> statement-breakpoint
CREATE INDEX "lotteries_business" ON "lotteries" ("business_id","id");
--> statement-breakpoint
CREATE INDEX "lotteries_state_draw" ON "lotteries" ("state","draw_at");
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
  "id" serial PRIMARY KEY NOT NULL,
  "lottery_id" integer NOT NULL REFERENCES "lotteries"("id"),
  "sort" integer NOT NULL,
  "name" text NOT NULL,
  "image" text DEFAULT '' NOT NULL,
  "value" integer NOT NULL,
  "stock" integer NOT NULL,
  "won" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "lottery_prizes_sort" UNIQUE("lottery_id","sort"),
  CONSTRAINT "lottery_prizes_value" CHECK ("value" >= 0),
  CONSTRAINT "lottery_prizes_stock" CHECK ("stock" >= 1 and "won" >= 0 and "won" <= "stock")
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "lottery_id" integer NOT NULL REFERENCES "lotteries"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "entry_no" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lottery_entries_once" UNIQUE("lottery_id","user_id"),
  CONSTRAINT "lottery_entries_no" UNIQUE("lottery_id","entry_no")
);
--> statement-breakpoint
CREATE INDEX "lottery_entries_user" ON "lottery_entries" ("user_id","id");
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
  "id" serial PRIMARY KEY NOT NULL,
  "lottery_id" integer NOT NULL REFERENCES "lotteries"("id"),
  "position" integer NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "prize_id" integer NOT NULL REFERENCES "lottery_prizes"("id"),
  "state" text DEFAULT 'drawn' NOT NULL,
  "decided_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lottery_winners_position" UNIQUE("lottery_id","position"),
  CONSTRAINT "lottery_winners_once" UNIQUE("lottery_id","user_id"),
  CONSTRAINT "lottery_winners_state" CHECK ("state" in ('drawn','confirmed','absent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_one_waiting" ON "lottery_winners" ("lottery_id") WHERE "state" = 'drawn';
--> statement-breakpoint
CREATE INDEX "lottery_winners_user" ON "lottery_winners" ("user_id");
--> statement-breakpoint
CREATE TABLE "lottery_logs" (
  "id" serial PRIMARY KEY NOT NULL,
  "lottery_id" integer NOT NULL REFERENCES "lotteries"("id"),
  "actor_id" integer NOT NULL REFERENCES "users"("id"),
  "action" text NOT NULL,
  "detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lottery_logs_lottery" ON "lottery_logs" ("lottery_id","id");
