ALTER TABLE "part_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "first_quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "shipped_us_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "part_requests_accepted_at_idx" ON "part_requests" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "part_requests_reviewed_at_idx" ON "part_requests" USING btree ("reviewed_at");--> statement-breakpoint
CREATE INDEX "part_requests_first_quoted_at_idx" ON "part_requests" USING btree ("first_quoted_at");--> statement-breakpoint
CREATE INDEX "part_requests_delivered_at_idx" ON "part_requests" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "part_requests_open_idx" ON "part_requests" USING btree ("created_at") WHERE "part_requests"."status" not in ('delivered', 'cancelled');--> statement-breakpoint
CREATE INDEX "part_requests_owing_idx" ON "part_requests" USING btree (("amount_due_cents" - "received_cents")) WHERE "part_requests"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_owing_idx" ON "orders" USING btree (("total_cents" - "received_cents")) WHERE "orders"."paid_at" is null and "orders"."status" <> 'cancelled';--> statement-breakpoint
-- When a request's deposit was in (docs/decisions/020-request-milestones.md): waived, or the first moment
-- the payments received covered it, or the acceptance itself when nothing was due first.
CREATE FUNCTION part_request_deposit_paid_at(r part_requests) RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  select least(
    r.deposit_waived_at,
    case when r.accepted_at is null then null
         when coalesce(r.deposit_due_cents, 0) = 0 then r.accepted_at
         else (select min(x.settled_at) from (
                 select p.settled_at, sum(p.amount_cents) over (order by p.settled_at, p.id) as run
                 from payments p
                 where p.request_id = r.id and p.kind = 'payment' and p.state in ('succeeded', 'refunded')) x
               where x.run >= r.deposit_due_cents) end)
$$;--> statement-breakpoint
CREATE FUNCTION part_requests_keep_deposit_paid_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.deposit_paid_at := part_request_deposit_paid_at(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_requests_deposit_paid_at BEFORE INSERT OR UPDATE OF accepted_at, deposit_due_cents, deposit_waived_at, deposit_paid_at ON part_requests
  FOR EACH ROW EXECUTE FUNCTION part_requests_keep_deposit_paid_at();--> statement-breakpoint
-- Money that has just arrived changes what its request or order received, and may complete a request's
-- deposit. Setting deposit_paid_at runs the trigger above, which works it out again from the ledger. Only
-- money arriving changes either (a refunded payment still counts as received, as lib/ledger/balance.ts
-- counts it), so a payment failing or being refunded leaves its subject alone.
CREATE FUNCTION payments_keep_subject_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.request_id IS NOT NULL THEN
    UPDATE part_requests r SET
      received_cents = (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.request_id = r.id AND p.kind = 'payment' AND p.state IN ('succeeded', 'refunded')),
      deposit_paid_at = part_request_deposit_paid_at(r)
    WHERE r.id = NEW.request_id;
  ELSE
    UPDATE orders o SET
      received_cents = (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind = 'payment' AND p.state IN ('succeeded', 'refunded'))
    WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_subject_received_insert AFTER INSERT ON payments
  FOR EACH ROW WHEN (NEW.kind = 'payment' AND NEW.state = 'succeeded')
  EXECUTE FUNCTION payments_keep_subject_received();--> statement-breakpoint
CREATE TRIGGER payments_subject_received_update AFTER UPDATE OF state ON payments
  FOR EACH ROW WHEN (NEW.kind = 'payment' AND NEW.state = 'succeeded' AND OLD.state <> 'succeeded')
  EXECUTE FUNCTION payments_keep_subject_received();--> statement-breakpoint
-- Each status-history entry may be the request's first look by the store (any entry not labelled
-- 'Customer', the label src/shared/statuses.ts CUSTOMER_LABEL gives the customer's own changes), its
-- first quote, its departure from the US or its delivery. The row is touched only when one of them moves.
CREATE FUNCTION part_request_history_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE part_requests SET
    reviewed_at = CASE WHEN NEW.changed_by_label <> 'Customer' THEN least(reviewed_at, NEW.created_at) ELSE reviewed_at END,
    first_quoted_at = CASE WHEN NEW.status = 'quoted' THEN least(first_quoted_at, NEW.created_at) ELSE first_quoted_at END,
    shipped_us_at = CASE WHEN NEW.status = 'shipped_us' THEN least(shipped_us_at, NEW.created_at) ELSE shipped_us_at END,
    delivered_at = CASE WHEN NEW.status = 'delivered' THEN least(delivered_at, NEW.created_at) ELSE delivered_at END
  WHERE id = NEW.request_id
    AND ((NEW.changed_by_label <> 'Customer' AND (reviewed_at IS NULL OR NEW.created_at < reviewed_at))
      OR (NEW.status = 'quoted' AND (first_quoted_at IS NULL OR NEW.created_at < first_quoted_at))
      OR (NEW.status = 'shipped_us' AND (shipped_us_at IS NULL OR NEW.created_at < shipped_us_at))
      OR (NEW.status = 'delivered' AND (delivered_at IS NULL OR NEW.created_at < delivered_at)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER part_request_status_history_milestones AFTER INSERT ON part_request_status_history
  FOR EACH ROW EXECUTE FUNCTION part_request_history_milestones();--> statement-breakpoint
-- Requests and orders made before this migration get theirs from the history and the ledger they already have.
UPDATE part_requests r SET
  received_cents = (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.request_id = r.id AND p.kind = 'payment' AND p.state IN ('succeeded', 'refunded')),
  reviewed_at = (SELECT min(h.created_at) FROM part_request_status_history h WHERE h.request_id = r.id AND h.changed_by_label <> 'Customer'),
  first_quoted_at = (SELECT min(h.created_at) FROM part_request_status_history h WHERE h.request_id = r.id AND h.status = 'quoted'),
  shipped_us_at = (SELECT min(h.created_at) FROM part_request_status_history h WHERE h.request_id = r.id AND h.status = 'shipped_us'),
  delivered_at = (SELECT min(h.created_at) FROM part_request_status_history h WHERE h.request_id = r.id AND h.status = 'delivered'),
  deposit_paid_at = part_request_deposit_paid_at(r);--> statement-breakpoint
UPDATE orders o SET
  received_cents = (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind = 'payment' AND p.state IN ('succeeded', 'refunded'));
