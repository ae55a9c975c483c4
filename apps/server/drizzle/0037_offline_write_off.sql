-- Offline write-off (issue 22, docs/verification.md "Offline"): a checker's device decides alone while the network
-- is down and syncs later.
-- 1. holdings.changed_at, kept by a trigger whenever used or voided_at changes (clock_timestamp(): the time of the
--    change itself, not of its transaction's start), with an index by item: the offline snapshot's deltas read it.
-- 2. write_off_conflicts: a queued write-off the server refused on sync (never a write-off), one per (actor, nonce).
-- 3. holding_day_codes: the holder's day code, 10 digits per holding and Asia/Shanghai day, unique in the day.
-- 4. write_off (0025) with the same rules: p_now may now be a scan's time in the past (a synced offline write-off),
--    so last_used_at keeps the latest use's time (greatest), never goes back.
ALTER TABLE "holdings" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "holdings_item_changed" ON "holdings" USING btree ("item_id","changed_at");
--> statement-breakpoint
CREATE FUNCTION holdings_touch_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER holdings_changed BEFORE UPDATE OF used, voided_at ON holdings FOR EACH ROW
  WHEN (OLD.used IS DISTINCT FROM NEW.used OR OLD.voided_at IS DISTINCT FROM NEW.voided_at)
  EXECUTE FUNCTION holdings_touch_changed();
--> statement-breakpoint
CREATE TABLE "write_off_conflicts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"holding_id" bigint,
	"actor_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"reason" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"winner_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_off_conflicts_nonce" UNIQUE("actor_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "write_off_conflicts" ADD CONSTRAINT "write_off_conflicts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_conflicts" ADD CONSTRAINT "write_off_conflicts_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_conflicts" ADD CONSTRAINT "write_off_conflicts_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_conflicts" ADD CONSTRAINT "write_off_conflicts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_conflicts" ADD CONSTRAINT "write_off_conflicts_winner_id_write_offs_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."write_offs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "write_off_conflicts_point" ON "write_off_conflicts" USING btree ("checkpoint_id","id");
--> statement-breakpoint
CREATE TABLE "holding_day_codes" (
	"holding_id" bigint NOT NULL,
	"day" text NOT NULL,
	"digits" text NOT NULL,
	"item_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "holding_day_codes_holding_id_day_pk" PRIMARY KEY("holding_id","day")
);
--> statement-breakpoint
ALTER TABLE "holding_day_codes" ADD CONSTRAINT "holding_day_codes_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_day_codes" ADD CONSTRAINT "holding_day_codes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holding_day_codes_digits" ON "holding_day_codes" USING btree ("day","digits");--> statement-breakpoint
CREATE INDEX "holding_day_codes_item" ON "holding_day_codes" USING btree ("item_id","day","created_at");
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
      -- an offline write-off synced late is older than a later one: last_used_at stays the latest use's time
      UPDATE holdings SET used = used + 1, last_used_at = greatest(last_used_at, p_now) WHERE id = p_holding;
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
      THEN (to_jsonb(c.hrow) || jsonb_build_object('used', c.used + 1, 'last_used_at', greatest(c.last_used_at, p_now)))::json
      ELSE to_json(c.hrow) END,
    to_json(c.irow), c.project_name, c.business_name, c.recipient_name, c.recipient_mobile, c.owner_name,
    c.owner_mobile, v_today;
END;
$$;
