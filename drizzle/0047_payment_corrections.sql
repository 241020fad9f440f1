ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_state_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "corrects" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_corrects_payments_id_fk" FOREIGN KEY ("corrects") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_corrects_idx" ON "payments" USING btree ("kind","corrects") WHERE "payments"."corrects" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void_shape_check" CHECK ("payments"."kind" <> 'void' or "payments"."corrects" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund', 'void'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'succeeded', 'failed', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('deposit', 'balance', 'full', 'order', 'refund', 'void'));--> statement-breakpoint
-- A payment voided (recorded by mistake, docs/payments.md "Corrections") no longer counts as received: its
-- request's or order's received_cents and a request's deposit_paid_at are worked out again, by the same
-- function as when money arrives (migration 0025), whose sums count only succeeded and refunded payments.
DROP TRIGGER "payments_subject_received_update" ON "payments";--> statement-breakpoint
CREATE TRIGGER "payments_subject_received_update" AFTER UPDATE OF state ON "payments"
  FOR EACH ROW WHEN (NEW.kind = 'payment' AND NEW.state IS DISTINCT FROM OLD.state AND NEW.state IN ('succeeded', 'voided'))
  EXECUTE FUNCTION payments_keep_subject_received();
