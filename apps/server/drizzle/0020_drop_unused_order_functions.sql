-- order_create (0014) and order_place (0016) have had no caller since order_place_many (0018): the app has not been
-- released with them, so no running instance of an older release needs them.
DROP FUNCTION IF EXISTS order_create(integer, integer, integer, integer, text, text, timestamptz, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS order_place(bigint, integer, integer, integer, integer, text, text, timestamptz, timestamptz);
