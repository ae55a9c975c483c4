-- Creating an order in one statement (one round trip, one transaction): the buyer's limit under a lock on
-- (item, buyer), then the stock reserved by one conditional UPDATE of the item row, then the order. The hot item row
-- is locked only from that UPDATE to the commit. See docs/payments.md.
CREATE OR REPLACE FUNCTION order_create(
  p_item integer, p_user integer, p_quantity integer, p_recipient integer, p_spm text, p_sn text,
  p_now timestamptz, p_expires timestamptz
) RETURNS TABLE (outcome text, order_id integer, per_user_limit integer) LANGUAGE plpgsql AS $$
DECLARE
  v_limit integer;
  v_business integer;
  v_price integer;
  v_mine bigint;
  v_id integer;
BEGIN
  SELECT i.per_user_limit, i.business_id, i.sell_value INTO v_limit, v_business, v_price FROM items i WHERE i.id = p_item;
  PERFORM pg_advisory_xact_lock(p_item, p_user);
  SELECT (SELECT count(*) FROM holdings h WHERE h.item_id = p_item AND h.user_id = p_user AND h.voided_at IS NULL)
       + (SELECT coalesce(sum(o.quantity), 0) FROM orders o WHERE o.item_id = p_item AND o.user_id = p_user AND o.state = 'unpaid')
    INTO v_mine;
  IF v_mine + p_quantity > v_limit THEN
    RETURN QUERY SELECT 'limit'::text, NULL::integer, v_limit; RETURN;
  END IF;
  UPDATE items SET issued = issued + p_quantity
   WHERE id = p_item AND state = 'approved' AND deleted_at IS NULL AND issued + p_quantity <= total_stock;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sold_out'::text, NULL::integer, v_limit; RETURN;
  END IF;
  INSERT INTO orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, recipient_id, spm, expires_at, created_at)
  VALUES (p_sn, p_user, v_business, p_item, p_quantity, v_price, v_price * p_quantity, p_recipient, nullif(p_spm, ''), p_expires, p_now)
  RETURNING id INTO v_id;
  RETURN QUERY SELECT 'ok'::text, v_id, v_limit;
END;
$$;
