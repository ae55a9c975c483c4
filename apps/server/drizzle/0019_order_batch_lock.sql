-- order_place_many (0018) locked the item row FOR UPDATE, which conflicts with the key-share locks the foreign key
-- of each new order takes on it: two batches of one item at once (two instances, or two batches of one) deadlocked.
-- It now takes the lock its UPDATE takes, FOR NO KEY UPDATE. Nothing else changes.
CREATE OR REPLACE FUNCTION order_place_many(
  p_item integer, p_session bigint[], p_user integer[], p_quantity integer[], p_recipient integer[], p_spm text[],
  p_sn text[], p_now timestamptz[], p_expires timestamptz[]
) RETURNS TABLE (k integer, outcome text, order_id integer, per_user_limit integer, amount integer)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := coalesce(array_length(p_user, 1), 0);
  it record;
  j integer;
  v_order integer[];
  v_out text[] := array_fill(NULL::text, ARRAY[n]);
  v_ids integer[] := array_fill(NULL::integer, ARRAY[n]);
  v_mine bigint;
  v_id integer;
  v_reserved integer := 0;
  v_free integer;
  v_taken integer := 0;
BEGIN
  SELECT i.per_user_limit, i.business_id, i.sell_value, i.form_id, i.payment_order, i.issued, i.total_stock, i.state,
         i.deleted_at, i.issue_start, i.issue_end
    INTO it FROM items i WHERE i.id = p_item;
  -- buyer order (then arrival): every batch takes its buyers' (item, buyer) locks and counters in the same order
  SELECT array_agg(s.j ORDER BY s.u, s.j) INTO v_order FROM unnest(p_user) WITH ORDINALITY AS s(u, j);
  FOREACH j IN ARRAY coalesce(v_order, '{}'::integer[]) LOOP
    IF p_session[j] IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = p_session[j] AND s.user_id = p_user[j] AND s.revoked_at IS NULL AND u.deleted_at IS NULL
    ) THEN
      v_out[j] := 'session'; CONTINUE;
    END IF;
    IF it.state IS DISTINCT FROM 'approved' OR it.deleted_at IS NOT NULL OR NOT it.sell_value > 0
       OR NOT it.issue_start <= p_now[j] OR NOT it.issue_end > p_now[j] OR it.issue_start IS NULL OR it.issue_end IS NULL THEN
      v_out[j] := 'not_on_sale'; CONTINUE;
    END IF;
    IF it.form_id IS NOT NULL AND it.payment_order = 2 AND NOT EXISTS (
      SELECT 1 FROM submissions s WHERE s.item_id = p_item AND s.user_id = p_user[j] AND s.status IN (1, 2)
    ) THEN
      v_out[j] := 'form'; CONTINUE;
    END IF;
    IF p_recipient[j] IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM recipients r WHERE r.id = p_recipient[j] AND r.user_id = p_user[j] AND r.deleted_at IS NULL
    ) THEN
      v_out[j] := 'recipient'; CONTINUE;
    END IF;
    -- the buyer's limit under a lock on (item, buyer): held and reserved tickets (this batch's included)
    PERFORM pg_advisory_xact_lock(p_item, p_user[j]);
    SELECT (SELECT count(*) FROM holdings h WHERE h.item_id = p_item AND h.user_id = p_user[j] AND h.voided_at IS NULL)
         + (SELECT coalesce(sum(o.quantity), 0) FROM orders o
             WHERE o.item_id = p_item AND o.user_id = p_user[j] AND o.state = 'unpaid')
      INTO v_mine;
    IF v_mine + p_quantity[j] > it.per_user_limit THEN
      v_out[j] := 'limit'; CONTINUE;
    END IF;
    -- sold out when read (no lock), counting this batch's orders: answered without writing anything
    IF it.issued + v_reserved + p_quantity[j] > it.total_stock THEN
      v_out[j] := 'sold_out'; CONTINUE;
    END IF;
    INSERT INTO orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, recipient_id, spm, expires_at, created_at)
    VALUES (p_sn[j], p_user[j], it.business_id, p_item, p_quantity[j], it.sell_value, it.sell_value * p_quantity[j],
      p_recipient[j], nullif(p_spm[j], ''), p_expires[j], p_now[j])
    RETURNING id INTO v_id;
    v_ids[j] := v_id;
    v_reserved := v_reserved + p_quantity[j];
  END LOOP;
  IF v_reserved > 0 THEN
    -- last: the stock, the item row locked from here to the commit, once for the batch. FOR NO KEY UPDATE (the lock
    -- the UPDATE below takes): FOR UPDATE would also wait for the key-share locks that the foreign keys of other
    -- batches' new orders hold on the item row, while they wait for ours — a deadlock
    SELECT i.total_stock - i.issued INTO v_free FROM items i
     WHERE i.id = p_item AND i.state = 'approved' AND i.deleted_at IS NULL FOR NO KEY UPDATE;
    v_free := coalesce(v_free, 0);
    FOREACH j IN ARRAY v_order LOOP
      CONTINUE WHEN v_ids[j] IS NULL;
      IF p_quantity[j] <= v_free THEN
        v_free := v_free - p_quantity[j];
        v_taken := v_taken + p_quantity[j];
        v_out[j] := 'ok';
      ELSE
        DELETE FROM orders WHERE id = v_ids[j];
        v_ids[j] := NULL;
        v_out[j] := 'sold_out';
      END IF;
    END LOOP;
    IF v_taken > 0 THEN
      UPDATE items SET issued = issued + v_taken WHERE id = p_item;
    END IF;
  END IF;
  RETURN QUERY SELECT g, v_out[g], v_ids[g], it.per_user_limit,
    CASE WHEN v_out[g] = 'ok' THEN it.sell_value * p_quantity[g] END
    FROM generate_series(1, n) g;
END;
$$;
