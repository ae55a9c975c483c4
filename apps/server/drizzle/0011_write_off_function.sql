-- The write-off in one statement (one round trip, one transaction): lock the holding, replay a known nonce,
-- check the point, the item and the limits, take the point's use, record the write-off. See docs/verification.md.
CREATE OR REPLACE FUNCTION write_off_take(
  p_holding bigint, p_point integer, p_actor integer, p_mode integer, p_nonce text, p_now timestamptz
) RETURNS TABLE (outcome text, write_off_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  h record;
  pt record;
  v_period text;
  v_taken integer;
  v_id bigint;
BEGIN
  SELECT hd.id, hd.item_id, hd.business_id, hd.used, hd.voided_at,
         i.state, i.validity_start, i.validity_end, i.limit_type, i.limit_num, i.deleted_at
    INTO h
    FROM holdings hd JOIN items i ON i.id = hd.item_id
   WHERE hd.id = p_holding
     FOR UPDATE OF hd;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'bad_code'::text, NULL::bigint; RETURN;
  END IF;
  -- a request with this nonce that came first has committed by now: we hold the lock it held
  SELECT w.id INTO v_id FROM write_offs w WHERE w.actor_id = p_actor AND w.nonce = p_nonce;
  IF FOUND THEN
    RETURN QUERY SELECT 'replay'::text, v_id; RETURN;
  END IF;
  SELECT c.item_id INTO pt FROM checkpoints c WHERE c.id = p_point AND c.deleted_at IS NULL;
  IF NOT FOUND OR pt.item_id <> h.item_id THEN
    RETURN QUERY SELECT 'wrong_point'::text, NULL::bigint; RETURN;
  END IF;
  IF h.voided_at IS NOT NULL OR h.state <> 'approved' OR h.deleted_at IS NOT NULL THEN
    RETURN QUERY SELECT 'disabled'::text, NULL::bigint; RETURN;
  END IF;
  IF h.validity_end IS NOT NULL AND p_now > h.validity_end THEN
    RETURN QUERY SELECT 'expired'::text, NULL::bigint; RETURN;
  END IF;
  IF h.validity_start IS NOT NULL AND p_now < h.validity_start THEN
    RETURN QUERY SELECT 'not_started'::text, NULL::bigint; RETURN;
  END IF;
  IF h.limit_type = 2 THEN
    v_period := to_char(p_now AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD');
    SELECT count(*)::integer INTO v_taken FROM write_offs w WHERE w.holding_id = h.id AND w.period = v_period;
  ELSE
    v_period := 'all';
    v_taken := h.used;
  END IF;
  IF v_taken >= h.limit_num THEN
    RETURN QUERY SELECT (CASE WHEN h.limit_type = 2 THEN 'used_today' ELSE 'used' END)::text, NULL::bigint; RETURN;
  END IF;
  UPDATE checkpoints c SET used = c.used + 1
   WHERE c.id = p_point AND (c.write_off_num = 0 OR c.used < c.write_off_num);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'point_full'::text, NULL::bigint; RETURN;
  END IF;
  INSERT INTO write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period, seq, created_at)
  VALUES (h.business_id, h.item_id, h.id, p_point, p_mode, p_actor, p_nonce, v_period, v_taken + 1, p_now)
  RETURNING id INTO v_id;
  UPDATE holdings SET used = used + 1, last_used_at = p_now WHERE id = h.id;
  RETURN QUERY SELECT 'ok'::text, v_id;
END;
$$;
