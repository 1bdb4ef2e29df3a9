-- Indexes for reads that had none (an EXPLAIN audit on 1.1 M messages, 150 k payments, 1 M
-- events; docs/performance.md "Reads that had no index"):
-- - the unread counts (home screen, conversationUpdated, markRead) read every message of each
--   conversation to find the few unread ones: a partial index holds only the unread copies;
-- - the daily limit summed a heavy sender's payments without an index on their dates;
-- - the stale-quote sweep of every new quote asked whether any payment used each quote;
-- - pruning the event log cascaded to the webhook deliveries of each event with no index on it.
-- Plain CREATE INDEX (CONCURRENTLY cannot run in a script of several statements): writes to each
-- table wait while its index is built; on a large Message table, expect that pause at the first
-- start of this version.

-- CreateIndex
CREATE INDEX "Message_unread_idx" ON "Message"("conversationId") WHERE ("readAt" IS NULL AND incoming);

-- CreateIndex
CREATE INDEX "Payment_senderId_createdAt_idx" ON "Payment"("senderId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_quoteId_idx" ON "Payment"("quoteId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_eventSeq_idx" ON "WebhookDelivery"("eventSeq");
