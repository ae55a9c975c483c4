-- The hot calls, cheaper (bench/results.md):
-- write_off_scan reads the holding once, locked, with everything its card shows, and answers the card as it is
-- after the write-off from what it wrote (used + 1, last used now) instead of reading it back; the rules are those of
-- write_off_take (0011), which the interactive mode still calls;
-- order_place_many places the orders of one item that arrive together in one statement and one transaction: each
-- order is checked (session, item on sale, form, holder, per-person limit under its (item, buyer) lock) and written,
-- then the item row is locked once, the orders that fit the stock are kept in turn and the others deleted, and the
-- stock taken by one UPDATE — the hot item row is locked once a batch, from there to the commit, instead of once an
-- order. Orders are handled in buyer order, so two batches take their buyers' locks in the same order.
-- order_place (0016) is no longer called; it stays for instances of the previous release during a rolling deploy.
CREATE OR REPLACE FUNCTION write_off_scan(
  p_session bigint, p_actor integer, p_point integer, p_holding bigint, p_nonce text, p_now timestamptz, p_day text
) RETURNS TABLE (
  outcome text, write_off_id bigint, actor_name text, point_name text, point_location text, point_item integer,
  h json, i json, project_name text, business_name text, recipient_name text, recipient_mobile text,
  owner_name text, owner_mobile text, used_today integer
) LANGUAGE plpgsql AS $$
DECLARE
  pt record;
  c record;
  v_period text;
  v_taken integer;
  v_today integer;
  v_id bigint;
  v_outcome text;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = p_session AND s.user_id = p_actor AND s.revoked_at IS NULL AND u.deleted_at IS NULL
  ) THEN
    v_outcome := 'session';
  END IF;
  IF v_outcome IS NULL THEN
    SELECT cp.item_id, cp.name, cp.location, cc.user_id AS assigned, u.nickname INTO pt
      FROM checkpoints cp
      LEFT JOIN checkpoint_checkers cc ON cc.checkpoint_id = cp.id AND cc.user_id = p_actor
      LEFT JOIN users u ON u.id = cc.user_id
     WHERE cp.id = p_point AND cp.deleted_at IS NULL;
    IF NOT FOUND THEN
      v_outcome := 'no_point';
    ELSIF pt.assigned IS NULL THEN
      v_outcome := 'not_your_point';
    END IF;
  END IF;
  IF v_outcome IS NULL THEN
    -- the holding, locked, with its item and what its card shows
    SELECT hd AS hrow, it AS irow, hd.item_id, hd.business_id, hd.used, hd.voided_at, it.state, it.validity_start,
           it.validity_end, it.limit_type, it.limit_num, it.deleted_at, coalesce(p.name, '') AS project_name,
           b.name AS business_name, r.name AS recipient_name, r.mobile AS recipient_mobile,
           ow.nickname AS owner_name, ow.mobile AS owner_mobile
      INTO c
      FROM holdings hd
      JOIN items it ON it.id = hd.item_id
      JOIN businesses b ON b.id = hd.business_id
      JOIN users ow ON ow.id = hd.user_id
      LEFT JOIN projects p ON p.id = it.project_id
      LEFT JOIN recipients r ON r.id = hd.recipient_id
     WHERE hd.id = p_holding
       FOR UPDATE OF hd;
    IF NOT FOUND THEN
      v_outcome := 'bad_code';
    END IF;
  END IF;
  IF v_outcome IS NULL THEN
    -- a request with this nonce that came first has committed by now: we hold the lock it held
    SELECT w.id INTO v_id FROM write_offs w WHERE w.actor_id = p_actor AND w.nonce = p_nonce;
    IF FOUND THEN
      v_outcome := 'replay';
    -- a code of another item (maybe of another business) tells this point's checker nothing of its holder
    ELSIF pt.item_id <> c.item_id THEN
      v_outcome := 'wrong_point';
    END IF;
  END IF;
  IF v_outcome IS NOT NULL THEN
    RETURN QUERY SELECT v_outcome, v_id, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::json, NULL::json,
      NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  IF c.limit_type = 2 THEN
    v_period := to_char(p_now AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD');
    SELECT count(*)::integer INTO v_taken FROM write_offs w WHERE w.holding_id = p_holding AND w.period = v_period;
  ELSE
    v_period := 'all';
    v_taken := c.used;
  END IF;
  IF c.voided_at IS NOT NULL OR c.state <> 'approved' OR c.deleted_at IS NOT NULL THEN
    v_outcome := 'disabled';
  ELSIF c.validity_end IS NOT NULL AND p_now > c.validity_end THEN
    v_outcome := 'expired';
  ELSIF c.validity_start IS NOT NULL AND p_now < c.validity_start THEN
    v_outcome := 'not_started';
  ELSIF v_taken >= c.limit_num THEN
    v_outcome := CASE WHEN c.limit_type = 2 THEN 'used_today' ELSE 'used' END;
  ELSE
    UPDATE checkpoints cp SET used = cp.used + 1
     WHERE cp.id = p_point AND (cp.write_off_num = 0 OR cp.used < cp.write_off_num);
    IF NOT FOUND THEN
      v_outcome := 'point_full';
    ELSE
      INSERT INTO write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period, seq, created_at)
      VALUES (c.business_id, c.item_id, p_holding, p_point, 1, p_actor, p_nonce, v_period, v_taken + 1, p_now)
      RETURNING id INTO v_id;
      UPDATE holdings SET used = used + 1, last_used_at = p_now WHERE id = p_holding;
      v_outcome := 'ok';
    END IF;
  END IF;
  -- today's uses, as cardSelect counts them (a daily item's are known already)
  IF c.limit_type = 2 AND v_period = p_day THEN
    v_today := v_taken + CASE WHEN v_outcome = 'ok' THEN 1 ELSE 0 END;
  ELSE
    SELECT count(*)::integer INTO v_today FROM write_offs w WHERE w.holding_id = p_holding AND w.period = p_day;
  END IF;
  -- the card as it is now: after a write-off, the row as written (used + 1, last used now)
  RETURN QUERY SELECT v_outcome, v_id, pt.nickname, pt.name, pt.location, pt.item_id,
    CASE WHEN v_outcome = 'ok'
      THEN (to_jsonb(c.hrow) || jsonb_build_object('used', c.used + 1, 'last_used_at', p_now))::json
      ELSE to_json(c.hrow) END,
    to_json(c.irow), c.project_name, c.business_name, c.recipient_name, c.recipient_mobile, c.owner_name,
    c.owner_mobile, v_today;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_place_many(
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
    -- last: the stock, the item row locked from here to the commit, once for the batch
    SELECT i.total_stock - i.issued INTO v_free FROM items i
     WHERE i.id = p_item AND i.state = 'approved' AND i.deleted_at IS NULL FOR UPDATE;
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
