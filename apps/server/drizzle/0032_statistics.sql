-- Efficiency statistics (docs/statistics.md): counters kept by triggers in the same transaction as the write they
-- count, so every figure is exact and a read sums a few thousand rows instead of scanning holdings and write-offs.
-- Like order_counts (0016) these tables and functions live only here, not in schema.ts; the two guard settings of a
-- project are ordinary columns (schema.ts).
--
-- Days are Asia/Shanghai days. `shard` = pg_backend_pid() % 4: writers on different connections add to different
-- rows, so a counter row never serialises the hot write-off; readers sum over the shards.
ALTER TABLE "projects" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "alert_per_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- metric (dim): issued (source code), came (source code; on the holding's created day), writeoff (checkpoint id),
-- return (0; on the day of the void), pick (0: distributed and not claimed), pay (pay method code; n = quantity,
-- amount = fen; on the day paid), registration (0)
CREATE TABLE stat_counts (
  business_id integer NOT NULL,
  project_id integer NOT NULL DEFAULT 0,
  item_id integer NOT NULL,
  day date NOT NULL,
  metric text NOT NULL,
  dim integer NOT NULL DEFAULT 0,
  shard smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, item_id, metric, dim, shard)
);
--> statement-breakpoint
-- kind 1 a channel (the publisher whose quota issued it), 2 a promoter (the user of the holding's spm code);
-- given = issued without an order; came = written off at least once (on the holding's created day)
CREATE TABLE stat_parties (
  business_id integer NOT NULL,
  project_id integer NOT NULL DEFAULT 0,
  day date NOT NULL,
  kind smallint NOT NULL,
  party_id integer NOT NULL,
  shard smallint NOT NULL,
  issued bigint NOT NULL DEFAULT 0,
  given bigint NOT NULL DEFAULT 0,
  came bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, kind, party_id, project_id, shard)
);
--> statement-breakpoint
-- write-offs per point and minute for the gate screen; a row older than two days is deleted by the trigger that
-- opens a new minute of its point
CREATE TABLE stat_minutes (
  checkpoint_id integer NOT NULL,
  minute timestamptz NOT NULL,
  shard smallint NOT NULL,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (checkpoint_id, minute, shard)
);
--> statement-breakpoint
-- The same counters without the day, for the figures since the start (the default view): a read sums one row per
-- item, metric and dimension instead of one a day (docs/statistics.md, "Reading fast").
CREATE TABLE stat_totals (
  business_id integer NOT NULL,
  project_id integer NOT NULL DEFAULT 0,
  item_id integer NOT NULL,
  metric text NOT NULL,
  dim integer NOT NULL DEFAULT 0,
  shard smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, item_id, metric, dim, shard)
);
--> statement-breakpoint
-- Issued and write-offs per project and day, without the item and the dimension: the trends.
CREATE TABLE stat_daily (
  business_id integer NOT NULL,
  project_id integer NOT NULL DEFAULT 0,
  day date NOT NULL,
  metric text NOT NULL,
  shard smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, project_id, metric, shard)
);
--> statement-breakpoint
-- What each channel and promoter brought since the start, per project.
CREATE TABLE stat_party_totals (
  business_id integer NOT NULL,
  project_id integer NOT NULL DEFAULT 0,
  kind smallint NOT NULL,
  party_id integer NOT NULL,
  shard smallint NOT NULL,
  issued bigint NOT NULL DEFAULT 0,
  given bigint NOT NULL DEFAULT 0,
  came bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, kind, party_id, project_id, shard)
);
--> statement-breakpoint
-- one party's days (its record's trend) without reading every party's
CREATE INDEX stat_parties_party ON stat_parties (business_id, kind, party_id, day);
--> statement-breakpoint
CREATE FUNCTION stat_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (p_at AT TIME ZONE 'Asia/Shanghai')::date
$$;
--> statement-breakpoint
CREATE FUNCTION stat_source_code(p_source text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_source WHEN 'order' THEN 1 WHEN 'receive' THEN 2 WHEN 'publisher' THEN 3 WHEN 'distribute' THEN 4
    WHEN 'form' THEN 5 WHEN 'funly' THEN 6 WHEN 'relation' THEN 7 ELSE 0 END
$$;
--> statement-breakpoint
-- orders.pay_method as written by the payment providers (modules/order/payment.ts)
CREATE FUNCTION stat_pay_code(p_method text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_method WHEN 'wxpay' THEN 1 WHEN 'sandbox' THEN 2 ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION stat_add(p_business integer, p_project integer, p_item integer, p_day date, p_metric text,
  p_dim integer, p_n bigint, p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stat_counts AS t (business_id, project_id, item_id, day, metric, dim, shard, n, amount)
  VALUES (p_business, coalesce(p_project, 0), p_item, p_day, p_metric, p_dim, pg_backend_pid() % 4, p_n, p_amount)
  ON CONFLICT (business_id, day, item_id, metric, dim, shard)
  DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
  INSERT INTO stat_totals AS t (business_id, project_id, item_id, metric, dim, shard, n, amount)
  VALUES (p_business, coalesce(p_project, 0), p_item, p_metric, p_dim, pg_backend_pid() % 4, p_n, p_amount)
  ON CONFLICT (business_id, item_id, metric, dim, shard)
  DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
  IF p_metric IN ('issued', 'writeoff') THEN
    INSERT INTO stat_daily AS t (business_id, project_id, day, metric, shard, n)
    VALUES (p_business, coalesce(p_project, 0), p_day, p_metric, pg_backend_pid() % 4, p_n)
    ON CONFLICT (business_id, day, project_id, metric, shard) DO UPDATE SET n = t.n + excluded.n;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_party_add(p_business integer, p_project integer, p_day date, p_kind smallint, p_party integer,
  p_issued bigint, p_given bigint, p_came bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_party IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO stat_parties AS t (business_id, project_id, day, kind, party_id, shard, issued, given, came)
  VALUES (p_business, coalesce(p_project, 0), p_day, p_kind, p_party, pg_backend_pid() % 4, p_issued, p_given, p_came)
  ON CONFLICT (business_id, day, kind, party_id, project_id, shard)
  DO UPDATE SET issued = t.issued + excluded.issued, given = t.given + excluded.given, came = t.came + excluded.came;
  INSERT INTO stat_party_totals AS t (business_id, project_id, kind, party_id, shard, issued, given, came)
  VALUES (p_business, coalesce(p_project, 0), p_kind, p_party, pg_backend_pid() % 4, p_issued, p_given, p_came)
  ON CONFLICT (business_id, kind, party_id, project_id, shard)
  DO UPDATE SET issued = t.issued + excluded.issued, given = t.given + excluded.given, came = t.came + excluded.came;
END;
$$;
--> statement-breakpoint
-- The channel of a holding: the user of the publisher quota that issued it (publisher.service: source_ref = quota id).
CREATE FUNCTION stat_channel_of(p_source text, p_ref integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT q.user_id FROM publisher_quotas q WHERE p_source = 'publisher' AND q.id = p_ref
$$;
--> statement-breakpoint
-- The promoter of a holding: the user of its spm code (none when the code is unknown or has no user).
CREATE FUNCTION stat_promoter_of(p_spm text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT s.user_id FROM spm_codes s WHERE p_spm IS NOT NULL AND s.code = p_spm
$$;
--> statement-breakpoint
-- What a holding adds (sign 1) or takes back (sign -1): issued and came on its created day, and with its parties;
-- d_pick the change of "distributed, not claimed". One home for the insert, the delete and the first use.
CREATE FUNCTION stat_holding_add(h holdings, d_issued integer, d_came integer, d_pick integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_project integer;
  v_day date := stat_day(h.created_at);
  v_given integer := CASE WHEN h.source = 'order' THEN 0 ELSE d_issued END;
BEGIN
  SELECT i.project_id INTO v_project FROM items i WHERE i.id = h.item_id;
  IF d_issued <> 0 THEN
    PERFORM stat_add(h.business_id, v_project, h.item_id, v_day, 'issued', stat_source_code(h.source), d_issued, 0);
  END IF;
  IF d_came <> 0 THEN
    PERFORM stat_add(h.business_id, v_project, h.item_id, v_day, 'came', stat_source_code(h.source), d_came, 0);
  END IF;
  IF d_pick <> 0 THEN
    PERFORM stat_add(h.business_id, v_project, h.item_id, v_day, 'pick', 0, d_pick, 0);
  END IF;
  IF (d_issued <> 0 OR d_came <> 0) THEN
    IF h.source = 'publisher' THEN
      PERFORM stat_party_add(h.business_id, v_project, v_day, 1::smallint, stat_channel_of(h.source, h.source_ref),
        d_issued, v_given, d_came);
    END IF;
    IF h.spm IS NOT NULL THEN
      PERFORM stat_party_add(h.business_id, v_project, v_day, 2::smallint, stat_promoter_of(h.spm),
        d_issued, v_given, d_came);
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_holdings_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project integer;
  v_came integer;
  v_pick integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stat_holding_add(NEW, 1, (NEW.used > 0)::integer,
      (NEW.source = 'distribute' AND NEW.claimed_at IS NULL)::integer);
    IF NEW.voided_at IS NOT NULL THEN
      SELECT i.project_id INTO v_project FROM items i WHERE i.id = NEW.item_id;
      PERFORM stat_add(NEW.business_id, v_project, NEW.item_id, stat_day(NEW.voided_at), 'return', 0, 1, 0);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stat_holding_add(OLD, -1, -((OLD.used > 0)::integer),
      -((OLD.source = 'distribute' AND OLD.claimed_at IS NULL)::integer));
    IF OLD.voided_at IS NOT NULL THEN
      SELECT i.project_id INTO v_project FROM items i WHERE i.id = OLD.item_id;
      PERFORM stat_add(OLD.business_id, v_project, OLD.item_id, stat_day(OLD.voided_at), 'return', 0, -1, 0);
    END IF;
  ELSE
    v_came := (NEW.used > 0)::integer - (OLD.used > 0)::integer;
    v_pick := (NEW.source = 'distribute' AND NEW.claimed_at IS NULL)::integer
      - (OLD.source = 'distribute' AND OLD.claimed_at IS NULL)::integer;
    IF v_came <> 0 OR v_pick <> 0 THEN
      PERFORM stat_holding_add(NEW, 0, v_came, v_pick);
    END IF;
    -- a refund's void (or its undoing) counts on the day of the void
    IF NEW.voided_at IS DISTINCT FROM OLD.voided_at THEN
      SELECT i.project_id INTO v_project FROM items i WHERE i.id = NEW.item_id;
      IF OLD.voided_at IS NOT NULL THEN
        PERFORM stat_add(OLD.business_id, v_project, OLD.item_id, stat_day(OLD.voided_at), 'return', 0, -1, 0);
      END IF;
      IF NEW.voided_at IS NOT NULL THEN
        PERFORM stat_add(NEW.business_id, v_project, NEW.item_id, stat_day(NEW.voided_at), 'return', 0, 1, 0);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every write-off counts on its day and point, and in its minute for the gate screen.
CREATE FUNCTION stat_write_offs_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w write_offs;
  v_sign integer;
  v_project integer;
  v_minute timestamptz;
  v_new boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    w := NEW;
    v_sign := 1;
  ELSE
    w := OLD;
    v_sign := -1;
  END IF;
  SELECT i.project_id INTO v_project FROM items i WHERE i.id = w.item_id;
  PERFORM stat_add(w.business_id, v_project, w.item_id, stat_day(w.created_at), 'writeoff', w.checkpoint_id, v_sign, 0);
  v_minute := date_trunc('minute', w.created_at);
  INSERT INTO stat_minutes AS t (checkpoint_id, minute, shard, n)
  VALUES (w.checkpoint_id, v_minute, pg_backend_pid() % 4, v_sign)
  ON CONFLICT (checkpoint_id, minute, shard) DO UPDATE SET n = t.n + excluded.n
  RETURNING (xmax = 0) INTO v_new;
  -- a new minute of this point: its rows older than two days go (at most once a minute a point and connection)
  IF v_new THEN
    DELETE FROM stat_minutes WHERE checkpoint_id = w.checkpoint_id AND minute < v_minute - interval '2 days';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A paid order counts on the day paid (paid_at is set once, with pay_method, by the payment notice).
CREATE FUNCTION stat_orders_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.paid_at IS NOT NULL THEN
      SELECT i.project_id INTO v_project FROM items i WHERE i.id = OLD.item_id;
      PERFORM stat_add(OLD.business_id, v_project, OLD.item_id, stat_day(OLD.paid_at), 'pay',
        stat_pay_code(OLD.pay_method), -OLD.quantity, -OLD.amount);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.paid_at IS NOT NULL THEN
      SELECT i.project_id INTO v_project FROM items i WHERE i.id = NEW.item_id;
      PERFORM stat_add(NEW.business_id, v_project, NEW.item_id, stat_day(NEW.paid_at), 'pay',
        stat_pay_code(NEW.pay_method), NEW.quantity, NEW.amount);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_submissions_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s submissions;
  v_project integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    s := NEW;
  ELSE
    s := OLD;
  END IF;
  SELECT i.project_id INTO v_project FROM items i WHERE i.id = s.item_id;
  PERFORM stat_add(s.business_id, v_project, s.item_id, stat_day(s.created_at), 'registration', 0,
    CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rebuilds the counters of one business (null: all) from the rows: the migration's backfill, and after a bulk load
-- that skipped the triggers (bench). Run it while nothing writes that business's rows.
CREATE FUNCTION stats_rebuild(p_business integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stat_counts WHERE p_business IS NULL OR business_id = p_business;
  DELETE FROM stat_parties WHERE p_business IS NULL OR business_id = p_business;
  DELETE FROM stat_totals WHERE p_business IS NULL OR business_id = p_business;
  DELETE FROM stat_daily WHERE p_business IS NULL OR business_id = p_business;
  DELETE FROM stat_party_totals WHERE p_business IS NULL OR business_id = p_business;
  DELETE FROM stat_minutes
   WHERE p_business IS NULL OR checkpoint_id IN (SELECT c.id FROM checkpoints c WHERE c.business_id = p_business);

  INSERT INTO stat_counts (business_id, project_id, item_id, day, metric, dim, shard, n, amount)
  SELECT x.business_id, coalesce(i.project_id, 0), x.item_id, x.day, x.metric, x.dim, 0, sum(x.n), sum(x.amount)
    FROM (
      SELECT h.business_id, h.item_id, stat_day(h.created_at) AS day, 'issued' AS metric,
             stat_source_code(h.source) AS dim, count(*) AS n, 0::bigint AS amount
        FROM holdings h WHERE p_business IS NULL OR h.business_id = p_business
       GROUP BY 1, 2, 3, 5
      UNION ALL
      SELECT h.business_id, h.item_id, stat_day(h.created_at), 'came', stat_source_code(h.source), count(*), 0
        FROM holdings h WHERE h.used > 0 AND (p_business IS NULL OR h.business_id = p_business)
       GROUP BY 1, 2, 3, 5
      UNION ALL
      SELECT h.business_id, h.item_id, stat_day(h.created_at), 'pick', 0, count(*), 0
        FROM holdings h
       WHERE h.source = 'distribute' AND h.claimed_at IS NULL AND (p_business IS NULL OR h.business_id = p_business)
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT h.business_id, h.item_id, stat_day(h.voided_at), 'return', 0, count(*), 0
        FROM holdings h WHERE h.voided_at IS NOT NULL AND (p_business IS NULL OR h.business_id = p_business)
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT w.business_id, w.item_id, stat_day(w.created_at), 'writeoff', w.checkpoint_id, count(*), 0
        FROM write_offs w WHERE p_business IS NULL OR w.business_id = p_business
       GROUP BY 1, 2, 3, 5
      UNION ALL
      SELECT o.business_id, o.item_id, stat_day(o.paid_at), 'pay', stat_pay_code(o.pay_method), sum(o.quantity),
             sum(o.amount)
        FROM orders o WHERE o.paid_at IS NOT NULL AND (p_business IS NULL OR o.business_id = p_business)
       GROUP BY 1, 2, 3, 5
      UNION ALL
      SELECT s.business_id, s.item_id, stat_day(s.created_at), 'registration', 0, count(*), 0
        FROM submissions s WHERE p_business IS NULL OR s.business_id = p_business
       GROUP BY 1, 2, 3
    ) x
    JOIN items i ON i.id = x.item_id
   GROUP BY x.business_id, coalesce(i.project_id, 0), x.item_id, x.day, x.metric, x.dim;

  INSERT INTO stat_parties (business_id, project_id, day, kind, party_id, shard, issued, given, came)
  SELECT x.business_id, coalesce(i.project_id, 0), stat_day(x.created_at), x.kind, x.party_id, 0, count(*),
         count(*) FILTER (WHERE x.source <> 'order'), count(*) FILTER (WHERE x.used > 0)
    FROM (
      SELECT h.business_id, h.item_id, h.created_at, h.source, h.used, 1::smallint AS kind, q.user_id AS party_id
        FROM holdings h JOIN publisher_quotas q ON q.id = h.source_ref
       WHERE h.source = 'publisher' AND (p_business IS NULL OR h.business_id = p_business)
      UNION ALL
      SELECT h.business_id, h.item_id, h.created_at, h.source, h.used, 2::smallint, s.user_id
        FROM holdings h JOIN spm_codes s ON s.code = h.spm
       WHERE s.user_id IS NOT NULL AND (p_business IS NULL OR h.business_id = p_business)
    ) x
    JOIN items i ON i.id = x.item_id
   GROUP BY x.business_id, coalesce(i.project_id, 0), stat_day(x.created_at), x.kind, x.party_id;

  -- the levels without the day (or without the item) from the daily counters just written
  INSERT INTO stat_totals (business_id, project_id, item_id, metric, dim, shard, n, amount)
  SELECT business_id, project_id, item_id, metric, dim, 0, sum(n), sum(amount)
    FROM stat_counts WHERE p_business IS NULL OR business_id = p_business
   GROUP BY business_id, project_id, item_id, metric, dim;
  INSERT INTO stat_daily (business_id, project_id, day, metric, shard, n)
  SELECT business_id, project_id, day, metric, 0, sum(n)
    FROM stat_counts WHERE metric IN ('issued', 'writeoff') AND (p_business IS NULL OR business_id = p_business)
   GROUP BY business_id, project_id, day, metric;
  INSERT INTO stat_party_totals (business_id, project_id, kind, party_id, shard, issued, given, came)
  SELECT business_id, project_id, kind, party_id, 0, sum(issued), sum(given), sum(came)
    FROM stat_parties WHERE p_business IS NULL OR business_id = p_business
   GROUP BY business_id, project_id, kind, party_id;

  INSERT INTO stat_minutes (checkpoint_id, minute, shard, n)
  SELECT w.checkpoint_id, date_trunc('minute', w.created_at), 0, count(*)
    FROM write_offs w
   WHERE w.created_at >= now() - interval '2 days' AND (p_business IS NULL OR w.business_id = p_business)
   GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
-- nothing is written between the backfill and the triggers
LOCK TABLE holdings, write_offs, orders, submissions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT stats_rebuild(NULL);
--> statement-breakpoint
CREATE TRIGGER holdings_stat_counted AFTER INSERT OR DELETE ON holdings
  FOR EACH ROW EXECUTE FUNCTION stat_holdings_keep();
--> statement-breakpoint
-- only a first use (or its undoing), a void and a claim change a counter: a second use does not call the function
CREATE TRIGGER holdings_stat_recounted AFTER UPDATE OF used, voided_at, claimed_at ON holdings
  FOR EACH ROW
  WHEN ((OLD.used > 0) IS DISTINCT FROM (NEW.used > 0) OR OLD.voided_at IS DISTINCT FROM NEW.voided_at
        OR (OLD.claimed_at IS NULL) IS DISTINCT FROM (NEW.claimed_at IS NULL))
  EXECUTE FUNCTION stat_holdings_keep();
--> statement-breakpoint
CREATE TRIGGER write_offs_stat_counted AFTER INSERT OR DELETE ON write_offs
  FOR EACH ROW EXECUTE FUNCTION stat_write_offs_keep();
--> statement-breakpoint
CREATE TRIGGER orders_stat_counted AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stat_orders_keep();
--> statement-breakpoint
CREATE TRIGGER orders_stat_recounted AFTER UPDATE OF paid_at, pay_method ON orders
  FOR EACH ROW WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.pay_method IS DISTINCT FROM NEW.pay_method)
  EXECUTE FUNCTION stat_orders_keep();
--> statement-breakpoint
CREATE TRIGGER submissions_stat_counted AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION stat_submissions_keep();
