CREATE TABLE "payout_account_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_account_changes_user" ON "payout_account_changes" USING btree ("user_id","id");