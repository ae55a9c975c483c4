-- Blind boxes (docs/blindbox.md). A box is sold through an item of its business (a coupon `blind_boxes.item_id`,
-- approved, never in the sale list): the existing order reserves one of the item's stock per box, and the item's
-- stock is the sum of the prizes' stock, so every paid box has a prize; the order's paid hook opens the box(es).
CREATE TABLE blind_boxes (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id),
  project_id integer REFERENCES projects(id),
  item_id integer NOT NULL REFERENCES items(id),
  title text NOT NULL,
  cover text NOT NULL DEFAULT '',
  rules text NOT NULL DEFAULT '',
  price integer NOT NULL,
  daily_cap integer NOT NULL,
  state text NOT NULL DEFAULT 'on',
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blind_boxes_item UNIQUE (item_id),
  CONSTRAINT blind_boxes_price CHECK (price > 0 AND price <= 20000),
  CONSTRAINT blind_boxes_daily_cap CHECK (daily_cap BETWEEN 1 AND 100),
  CONSTRAINT blind_boxes_state CHECK (state IN ('on', 'off')),
  CONSTRAINT blind_boxes_window CHECK (end_at > start_at)
);
--> statement-breakpoint
CREATE INDEX blind_boxes_business ON blind_boxes (business_id, id);
--> statement-breakpoint
CREATE TABLE blind_box_prizes (
  id serial PRIMARY KEY,
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  name text NOT NULL,
  image text NOT NULL DEFAULT '',
  value integer NOT NULL,
  stock integer NOT NULL,
  given integer NOT NULL DEFAULT 0,
  weight integer NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  CONSTRAINT blind_box_prizes_value CHECK (value >= 0),
  CONSTRAINT blind_box_prizes_stock CHECK (given >= 0 AND given <= stock),
  CONSTRAINT blind_box_prizes_weight CHECK (weight > 0)
);
--> statement-breakpoint
CREATE INDEX blind_box_prizes_box ON blind_box_prizes (box_id, sort, id);
--> statement-breakpoint
-- one row per blind-box order: who bought how many on which Asia/Shanghai day, and the guardian's consent of a minor
CREATE TABLE blind_box_orders (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  user_id integer NOT NULL REFERENCES users(id),
  day date NOT NULL,
  quantity integer NOT NULL,
  age integer NOT NULL,
  guardian_name text NOT NULL DEFAULT '',
  guardian_mobile text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blind_box_orders_quantity CHECK (quantity > 0),
  CONSTRAINT blind_box_orders_age CHECK (age >= 8),
  CONSTRAINT blind_box_orders_guardian CHECK (age >= 18 OR (guardian_name <> '' AND guardian_mobile <> ''))
);
--> statement-breakpoint
-- the per-user daily cap: boxes in live (unpaid or paid) orders of the day, changed by one conditional upsert
CREATE TABLE blind_box_daily (
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  user_id integer NOT NULL REFERENCES users(id),
  day date NOT NULL,
  bought integer NOT NULL DEFAULT 0,
  PRIMARY KEY (box_id, user_id, day),
  CONSTRAINT blind_box_daily_bought CHECK (bought >= 0)
);
--> statement-breakpoint
CREATE TABLE blind_box_opens (
  id serial PRIMARY KEY,
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  user_id integer NOT NULL REFERENCES users(id),
  order_id integer NOT NULL REFERENCES orders(id),
  prize_id integer NOT NULL REFERENCES blind_box_prizes(id),
  opened_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX blind_box_opens_user ON blind_box_opens (user_id, id);
--> statement-breakpoint
CREATE INDEX blind_box_opens_order ON blind_box_opens (order_id);
--> statement-breakpoint
-- The birth date of an approved real-name certification (age rules: docs/blindbox.md). The certification clears the
-- full ID number when it is decided (docs/identity.md); this keeps only the birth date it holds (characters 7–14),
-- written by the trigger below in the decision's own statement.
CREATE TABLE certified_birth_dates (
  user_id integer PRIMARY KEY REFERENCES users(id),
  birth_date date NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION real_name_keep_birth_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'verified' AND OLD.state = 'pending' AND OLD.id_number IS NOT NULL
     AND OLD.id_number ~ '^\d{6}(19|20)\d{6}' THEN
    INSERT INTO certified_birth_dates (user_id, birth_date)
    VALUES (NEW.user_id, to_date(substr(OLD.id_number, 7, 8), 'YYYYMMDD'))
    ON CONFLICT (user_id) DO UPDATE SET birth_date = EXCLUDED.birth_date;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER real_names_keep_birth_date AFTER UPDATE ON real_names
  FOR EACH ROW EXECUTE FUNCTION real_name_keep_birth_date();
