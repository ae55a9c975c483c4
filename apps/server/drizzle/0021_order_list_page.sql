-- order_list_page: a page of a buyer's orders with what the list shows, in one call whose statements are planned once
-- a connection. As two prepared statements PostgreSQL planned them again on every call (1.1 ms of planning against
-- 0.35 ms of execution), because their custom plans cost less than the generic ones in its comparison; and forcing
-- generic plans on those statements made them bad (the page's `IN (… LIMIT $n OFFSET $m)` became a hash join over all
-- orders, and `source = $2` cannot use the partial index holdings_order). Here the page's ids are an array the rest
-- reads by primary key, `source = 'order'` is a literal, and `plan_cache_mode = force_generic_plan` applies to this
-- function's statements only. The session check is the one of session.service.ts (liveSession); NULL when it fails.
-- p_state NULL: every state. Answers {count, orders: [{o, item_name, …}], tickets: [card json], refunds: [row]}.
CREATE FUNCTION order_list_page(
  p_uid integer, p_sid bigint, p_state text, p_limit integer, p_offset integer, p_day text
) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_ids integer[];
  v_total integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = p_sid AND s.user_id = p_uid AND s.revoked_at IS NULL AND u.deleted_at IS NULL
  ) THEN
    RETURN NULL;
  END IF;
  -- the page's ids in the order of the index (buyer, id) or (buyer, state, id): read from the index alone
  IF p_state IS NULL THEN
    v_ids := ARRAY(SELECT o.id FROM orders o WHERE o.user_id = p_uid
                    ORDER BY o.user_id DESC, o.id DESC LIMIT p_limit OFFSET p_offset);
    SELECT coalesce(sum(c.n), 0)::integer INTO v_total FROM order_counts c WHERE c.user_id = p_uid;
  ELSE
    v_ids := ARRAY(SELECT o.id FROM orders o WHERE o.user_id = p_uid AND o.state = p_state
                    ORDER BY o.user_id DESC, o.state DESC, o.id DESC LIMIT p_limit OFFSET p_offset);
    SELECT coalesce(sum(c.n), 0)::integer INTO v_total FROM order_counts c WHERE c.user_id = p_uid AND c.state = p_state;
  END IF;
  RETURN json_build_object(
    'count', v_total,
    'orders', coalesce((
      SELECT json_agg(json_build_object(
        'o', to_json(o), 'item_name', i.name, 'product_type', i.product_type, 'form_id', i.form_id,
        'payment_order', i.payment_order,
        'project_name', coalesce((SELECT p.name FROM projects p WHERE p.id = i.project_id), ''),
        'business_name', (SELECT b.name FROM businesses b WHERE b.id = i.business_id),
        'holder_name', coalesce((SELECT r.name FROM recipients r WHERE r.id = o.recipient_id),
                                (SELECT u.nickname FROM users u WHERE u.id = o.user_id))
      ) ORDER BY o.id DESC)
      FROM orders o JOIN items i ON i.id = o.item_id WHERE o.id = ANY (v_ids)), '[]'),
    -- the cards of the page's tickets, as cardSelect (holding.view.ts) reads them
    'tickets', coalesce((
      SELECT json_agg(json_build_object(
        'h', to_json(h), 'i', to_json(i),
        'project_name', coalesce((SELECT p.name FROM projects p WHERE p.id = i.project_id), ''),
        'business_name', (SELECT b.name FROM businesses b WHERE b.id = h.business_id),
        'recipient_name', r.name, 'recipient_mobile', r.mobile,
        'owner_name', u.nickname, 'owner_mobile', u.mobile,
        'used_today', (SELECT count(*)::integer FROM write_offs w WHERE w.holding_id = h.id AND w.period = p_day)
      ) ORDER BY h.id)
      FROM holdings h
      JOIN items i ON i.id = h.item_id
      JOIN users u ON u.id = h.user_id
      LEFT JOIN recipients r ON r.id = h.recipient_id
      WHERE h.source = 'order' AND h.source_ref = ANY (v_ids)), '[]'),
    'refunds', coalesce((SELECT json_agg(to_json(f) ORDER BY f.id) FROM refunds f WHERE f.order_id = ANY (v_ids)), '[]')
  );
END;
$$;
