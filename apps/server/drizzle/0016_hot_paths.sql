-- The hot calls in one statement each, with what their answer shows (bench/results.md):
-- write_off_scan: the caller's session, the point and its checker, write_off_take (0011) and the holder's card;
-- order_place: the session, the item on sale, the form, the holder, the per-person limit, the order, then the stock
-- (the hot item row is locked from its UPDATE to the commit only, with nothing after it);
-- order_counts: the buyer's orders counted by state, kept by triggers on orders, so a list's count is a lookup.
-- order_create (0014) is no longer called; it stays for instances of the previous release during a rolling deploy.
-- The session check is the one of session.service.ts (live session of this user, user not deleted).
CREATE TABLE order_counts (
  user_id integer NOT NULL,
  state text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (user_id, state)
);
--> statement-breakpoint
-- the two rows a state change touches are taken in state order, so two changes of one buyer's orders never deadlock
CREATE FUNCTION order_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.state) > (NEW.user_id, NEW.state) THEN
    INSERT INTO order_counts AS c (user_id, state, n) VALUES (NEW.user_id, NEW.state, 1)
      ON CONFLICT (user_id, state) DO UPDATE SET n = c.n + 1;
    UPDATE order_counts SET n = n - 1 WHERE user_id = OLD.user_id AND state = OLD.state;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counts SET n = n - 1 WHERE user_id = OLD.user_id AND state = OLD.state;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts AS c (user_id, state, n) VALUES (NEW.user_id, NEW.state, 1)
      ON CONFLICT (user_id, state) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- no order is written between the count and the triggers
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO order_counts (user_id, state, n) SELECT user_id, state, count(*) FROM orders GROUP BY user_id, state;
--> statement-breakpoint
CREATE TRIGGER orders_counted AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER orders_recounted AFTER UPDATE OF state, user_id ON orders FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_counts_clear();
--> statement-breakpoint
-- a buyer's orders of one state, newest first (the list's filter), and the tickets of an order
CREATE INDEX orders_user_state ON orders (user_id, state, id);
--> statement-breakpoint
CREATE INDEX holdings_order ON holdings (source_ref) WHERE source = 'order';
--> statement-breakpoint
CREATE FUNCTION write_off_scan(
  p_session bigint, p_actor integer, p_point integer, p_holding bigint, p_nonce text, p_now timestamptz, p_day text
) RETURNS TABLE (
  outcome text, write_off_id bigint, actor_name text, point_name text, point_location text, point_item integer,
  h json, i json, project_name text, business_name text, recipient_name text, recipient_mobile text,
  owner_name text, owner_mobile text, used_today integer
) LANGUAGE plpgsql AS $$
DECLARE
  pt record;
  v_outcome text;
  v_id bigint;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = p_session AND s.user_id = p_actor AND s.revoked_at IS NULL AND u.deleted_at IS NULL
  ) THEN
    RETURN QUERY SELECT 'session'::text, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::json,
      NULL::json, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  SELECT c.item_id, c.name, c.location, cc.user_id AS assigned, u.nickname INTO pt
    FROM checkpoints c
    LEFT JOIN checkpoint_checkers cc ON cc.checkpoint_id = c.id AND cc.user_id = p_actor
    LEFT JOIN users u ON u.id = cc.user_id
   WHERE c.id = p_point AND c.deleted_at IS NULL;
  IF NOT FOUND THEN
    v_outcome := 'no_point';
  ELSIF pt.assigned IS NULL THEN
    v_outcome := 'not_your_point';
  ELSE
    SELECT t.outcome, t.write_off_id INTO v_outcome, v_id FROM write_off_take(p_holding, p_point, p_actor, 1, p_nonce, p_now) t;
  END IF;
  -- a code of another item (maybe of another business) tells this point's checker nothing of its holder
  IF v_outcome IN ('no_point', 'not_your_point', 'replay', 'bad_code', 'wrong_point') THEN
    RETURN QUERY SELECT v_outcome, v_id, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::json, NULL::json,
      NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  -- the card as it is now, after the write-off (what cardSelect of holding.view.ts reads)
  RETURN QUERY SELECT v_outcome, v_id, pt.nickname, pt.name, pt.location, pt.item_id, to_json(hd), to_json(it),
      coalesce(p.name, ''), b.name, r.name, r.mobile, ow.nickname, ow.mobile,
      (SELECT count(*)::integer FROM write_offs w WHERE w.holding_id = hd.id AND w.period = p_day)
    FROM holdings hd
    JOIN items it ON it.id = hd.item_id
    JOIN businesses b ON b.id = hd.business_id
    JOIN users ow ON ow.id = hd.user_id
    LEFT JOIN projects p ON p.id = it.project_id
    LEFT JOIN recipients r ON r.id = hd.recipient_id
   WHERE hd.id = p_holding;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_place(
  p_session bigint, p_user integer, p_item integer, p_quantity integer, p_recipient integer, p_spm text, p_sn text,
  p_now timestamptz, p_expires timestamptz
) RETURNS TABLE (outcome text, order_id integer, per_user_limit integer, amount integer) LANGUAGE plpgsql AS $$
DECLARE
  it record;
  v_mine bigint;
  v_id integer;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = p_session AND s.user_id = p_user AND s.revoked_at IS NULL AND u.deleted_at IS NULL
  ) THEN
    RETURN QUERY SELECT 'session'::text, NULL::integer, NULL::integer, NULL::integer; RETURN;
  END IF;
  SELECT i.per_user_limit, i.business_id, i.sell_value, i.form_id, i.payment_order, i.issued, i.total_stock INTO it
    FROM items i
   WHERE i.id = p_item AND i.state = 'approved' AND i.deleted_at IS NULL AND i.sell_value > 0
     AND i.issue_start <= p_now AND i.issue_end > p_now;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_on_sale'::text, NULL::integer, NULL::integer, NULL::integer; RETURN;
  END IF;
  IF it.form_id IS NOT NULL AND it.payment_order = 2 AND NOT EXISTS (
    SELECT 1 FROM submissions s WHERE s.item_id = p_item AND s.user_id = p_user AND s.status IN (1, 2)
  ) THEN
    RETURN QUERY SELECT 'form'::text, NULL::integer, NULL::integer, NULL::integer; RETURN;
  END IF;
  IF p_recipient IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM recipients r WHERE r.id = p_recipient AND r.user_id = p_user AND r.deleted_at IS NULL
  ) THEN
    RETURN QUERY SELECT 'recipient'::text, NULL::integer, NULL::integer, NULL::integer; RETURN;
  END IF;
  -- the buyer's limit under a lock on (item, buyer): held and reserved tickets
  PERFORM pg_advisory_xact_lock(p_item, p_user);
  SELECT (SELECT count(*) FROM holdings h WHERE h.item_id = p_item AND h.user_id = p_user AND h.voided_at IS NULL)
       + (SELECT coalesce(sum(o.quantity), 0) FROM orders o WHERE o.item_id = p_item AND o.user_id = p_user AND o.state = 'unpaid')
    INTO v_mine;
  IF v_mine + p_quantity > it.per_user_limit THEN
    RETURN QUERY SELECT 'limit'::text, NULL::integer, it.per_user_limit, NULL::integer; RETURN;
  END IF;
  -- sold out when read (no lock): answered without writing anything
  IF it.issued + p_quantity > it.total_stock THEN
    RETURN QUERY SELECT 'sold_out'::text, NULL::integer, it.per_user_limit, NULL::integer; RETURN;
  END IF;
  INSERT INTO orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, recipient_id, spm, expires_at, created_at)
  VALUES (p_sn, p_user, it.business_id, p_item, p_quantity, it.sell_value, it.sell_value * p_quantity, p_recipient,
    nullif(p_spm, ''), p_expires, p_now)
  RETURNING id INTO v_id;
  -- last: the stock, by one conditional UPDATE of the item row, locked from here to the commit
  UPDATE items SET issued = issued + p_quantity
   WHERE id = p_item AND state = 'approved' AND deleted_at IS NULL AND issued + p_quantity <= total_stock;
  IF NOT FOUND THEN
    DELETE FROM orders WHERE id = v_id;
    RETURN QUERY SELECT 'sold_out'::text, NULL::integer, it.per_user_limit, NULL::integer; RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_id, it.per_user_limit, it.sell_value * p_quantity;
END;
$$;
