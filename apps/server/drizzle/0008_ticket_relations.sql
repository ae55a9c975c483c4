CREATE TABLE "ticket_relations" (
	"ticket_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_relations_pair" UNIQUE("ticket_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_relations" ADD CONSTRAINT "ticket_relations_ticket_id_items_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_relations" ADD CONSTRAINT "ticket_relations_coupon_id_items_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;