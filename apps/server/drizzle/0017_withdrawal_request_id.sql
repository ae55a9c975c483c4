ALTER TABLE "withdrawals" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request" ON "withdrawals" USING btree ("user_id","request_id");