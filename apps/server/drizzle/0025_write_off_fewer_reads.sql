-- write_off (0024), the one home of the write-off's rules, with fewer reads and the same answers: the session, the
-- point and the checker in one statement, and today's count for a card whose item has no daily limit read only when
-- the holding was used today (its last_used_at is the time of its latest use). The wrappers kept for the previous
-- release's rolling deploy, write_off_scan and write_off_take, go.
DROP FUNCTION IF EXISTS write_off_scan(bigint, integer, integer, bigint, text, timestamptz, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS write_off_take(bigint, integer, integer, integer, text, timestamptz);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION write_off(
  p_mode integer, p_session bigint, p_actor integer, p_point integer, p_holding bigint, p_nonce text,
  p_now timestamptz, p_day text
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
  -- the session (mode 1), the point and the caller's place among its checkers, in one read
  SELECT (p_session IS NULL OR EXISTS (
            SELECT 1 FROM sessions s JOIN users su ON su.id = s.user_id
             WHERE s.id = p_session AND s.user_id = p_actor AND s.revoked_at IS NULL AND su.deleted_at IS NULL
          )) AS live,
         cp.id AS point_id, cp.item_id, cp.name, cp.location, cc.user_id AS assigned, u.nickname
    INTO pt
    FROM (SELECT 1) one
    LEFT JOIN checkpoints cp ON cp.id = p_point AND cp.deleted_at IS NULL
    LEFT JOIN checkpoint_checkers cc ON cc.checkpoint_id = cp.id AND cc.user_id = p_actor
    LEFT JOIN users u ON u.id = cc.user_id;
  IF NOT pt.live THEN
    v_outcome := 'session';
  ELSIF pt.point_id IS NULL THEN
    v_outcome := 'no_point';
  ELSIF p_mode = 1 AND pt.assigned IS NULL THEN
    v_outcome := 'not_your_point';
  END IF;
  IF v_outcome IS NULL THEN
    -- the holding, locked, with its item and what its card shows
    SELECT hd AS hrow, it AS irow, hd.item_id, hd.business_id, hd.used, hd.last_used_at, hd.voided_at, it.state,
           it.validity_start, it.validity_end, it.limit_type, it.limit_num, it.deleted_at, coalesce(p.name, '') AS project_name,
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
      VALUES (c.business_id, c.item_id, p_holding, p_point, p_mode, p_actor, p_nonce, v_period, v_taken + 1, p_now)
      RETURNING id INTO v_id;
      UPDATE holdings SET used = used + 1, last_used_at = p_now WHERE id = p_holding;
      v_outcome := 'ok';
    END IF;
  END IF;
  -- today's uses, as cardSelect counts them (a daily item's are known already)
  IF c.limit_type = 2 AND v_period = p_day THEN
    v_today := v_taken + CASE WHEN v_outcome = 'ok' THEN 1 ELSE 0 END;
  -- no use since the day began (last_used_at is every use's time): none of today's, and a use taken now is of period 'all'
  ELSIF c.last_used_at IS NULL OR to_char(c.last_used_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') < p_day THEN
    v_today := 0;
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
