-- The ledger's running total per token (docs/money.md "The supply check"): the money monitor
-- compared each token's supply with a SUM over every ledger entry ever written, every
-- MONEY_MONITOR_SECONDS (480 ms at 300 k operations, growing with history). Triggers now keep a
-- total in the statement that changes the ledger, and the monitor reads the total less the few
-- entries above the block it checks: the same figure, exact, from one snapshot.
--
-- Statement-level triggers with transition tables: one upsert per statement, however many entries
-- it wrote (the engine confirms a batch in one statement). 16 shards by operationId, taken in
-- order (no deadlock between two statements), so money lanes confirming at once rarely wait on
-- one another. A shard whose change sums to 0 (a transfer's two legs) is not touched.

-- CreateTable
CREATE TABLE "LedgerTotal" (
    "token" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "amount" DECIMAL(65,18) NOT NULL,

    CONSTRAINT "LedgerTotal_pkey" PRIMARY KEY ("token","shard")
);

CREATE FUNCTION fas_ledger_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "LedgerTotal" ("token", "shard", "amount")
      SELECT "token", "operationId" % 16, SUM("amount") FROM new_entries
      GROUP BY 1, 2 HAVING SUM("amount") <> 0 ORDER BY 1, 2
      ON CONFLICT ("token", "shard") DO UPDATE SET "amount" = "LedgerTotal"."amount" + EXCLUDED."amount";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "LedgerTotal" ("token", "shard", "amount")
      SELECT "token", shard, SUM(amount) FROM (
        SELECT "token", "operationId" % 16 AS shard, "amount" FROM new_entries
        UNION ALL SELECT "token", "operationId" % 16, -"amount" FROM old_entries
      ) moved
      GROUP BY 1, 2 HAVING SUM(amount) <> 0 ORDER BY 1, 2
      ON CONFLICT ("token", "shard") DO UPDATE SET "amount" = "LedgerTotal"."amount" + EXCLUDED."amount";
  ELSE
    INSERT INTO "LedgerTotal" ("token", "shard", "amount")
      SELECT "token", "operationId" % 16, -SUM("amount") FROM old_entries
      GROUP BY 1, 2 HAVING SUM("amount") <> 0 ORDER BY 1, 2
      ON CONFLICT ("token", "shard") DO UPDATE SET "amount" = "LedgerTotal"."amount" + EXCLUDED."amount";
  END IF;
  RETURN NULL;
END $$;

-- Created before the backfill: from here until this migration commits, writers to the ledger
-- wait (CREATE TRIGGER's lock), so the backfill below counts every entry once.
CREATE TRIGGER fas_ledger_total_insert AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_ledger_total();
CREATE TRIGGER fas_ledger_total_update AFTER UPDATE ON "LedgerEntry"
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_ledger_total();
CREATE TRIGGER fas_ledger_total_delete AFTER DELETE ON "LedgerEntry"
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_ledger_total();

INSERT INTO "LedgerTotal" ("token", "shard", "amount")
  SELECT "token", "operationId" % 16, SUM("amount") FROM "LedgerEntry" GROUP BY 1, 2;
