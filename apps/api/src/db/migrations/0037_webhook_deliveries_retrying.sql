-- Webhooks (decision 0036, docs/security.md "Webhook addresses and sends"): a delivery that fails is
-- retried only while fewer than WEBHOOK_RETRYING_PER_BUSINESS of its business's deliveries wait for a
-- retry, counted on every failure; this index holds only the waiting ones, so the count reads them alone
-- however long the delivery log grows.
CREATE INDEX "webhook_deliveries_retrying_idx" ON "webhook_deliveries" USING btree ("webhook_id") WHERE "webhook_deliveries"."status" = 'retrying';
