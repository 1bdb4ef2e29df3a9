-- CreateIndex
CREATE INDEX "Event_txid_seq_idx" ON "Event"("txid", "seq");

-- The live bus (src/events/tail.ts): a statement that inserts events tells every instance at
-- commit which transaction wrote them, on a channel of its own (`fas_event_written`, payload the
-- txid). An instance that hears a txid not yet below the log's visibility bound reads again
-- soon instead of waiting for its poll. PostgreSQL folds a transaction's identical
-- notifications into one.
CREATE FUNCTION fas_event_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fas_event_written', pg_current_xact_id()::text);
  RETURN NULL;
END $$;

CREATE TRIGGER fas_event_written AFTER INSERT ON "Event"
  FOR EACH STATEMENT EXECUTE FUNCTION fas_event_written();
