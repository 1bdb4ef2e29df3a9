-- Webhook work tells the delivery workers at commit, on a channel of its own
-- (`fas_webhook_queued`, src/db/change-feed.ts): a delivery row inserted (an event for an
-- endpoint, a test event, a redelivery) or an endpoint enabled again. The workers used to wake on
-- every change of any user and claim (a SELECT and an UPDATE) even when nothing was queued.
-- Row-level, so an INSERT that queues no row says nothing; PostgreSQL folds a transaction's
-- identical notifications into one.
CREATE FUNCTION fas_webhook_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fas_webhook_queued', '');
  RETURN NULL;
END $$;

CREATE TRIGGER fas_webhook_queued AFTER INSERT ON "WebhookDelivery"
  FOR EACH ROW EXECUTE FUNCTION fas_webhook_queued();

CREATE TRIGGER fas_webhook_queued AFTER UPDATE OF "disabledAt" ON "WebhookEndpoint"
  FOR EACH ROW WHEN (OLD."disabledAt" IS NOT NULL AND NEW."disabledAt" IS NULL)
  EXECUTE FUNCTION fas_webhook_queued();
