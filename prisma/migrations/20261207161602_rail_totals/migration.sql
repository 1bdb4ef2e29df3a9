-- Running totals of the rails' treasury (src/money/rails/treasury.ts; docs/rails.md): each
-- MONEY_MONITOR_SECONDS the monitor joined every railed operation with its rail operations,
-- ledger entries and re-mint (1.2 s at 200 k railed operations, growing with history, inline in
-- lane 0's engine pass), and every metrics scrape grouped every rail operation. Triggers now keep,
-- per currency, provider and shard (the operation's id % 16, as LedgerTotal), what succeeded at the
-- provider and the tokens of the operations railed there, in the statement that changes them; the
-- monitor adds only the operations still open (a partial index finds their rail operations).
-- Exactly the figures of the full statement, which test/helpers/rail-backing.ts keeps as the
-- oracle the tests compare with.

-- CreateTable
CREATE TABLE "RailTotal" (
    "currency" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "collectedMinor" DECIMAL(65,0) NOT NULL,
    "paidOutMinor" DECIMAL(65,0) NOT NULL,
    "refundedMinor" DECIMAL(65,0) NOT NULL,
    "tokens" DECIMAL(65,18) NOT NULL,

    CONSTRAINT "RailTotal_pkey" PRIMARY KEY ("currency","provider","shard")
);

-- CreateIndex
CREATE INDEX "RailOperation_open_idx" ON "RailOperation"("transactionId") WHERE (state = ANY (ARRAY['REQUESTING'::"RailState", 'PENDING'::"RailState"]));

-- The tokens an operation accounts for on its rail: its own ledger entries and its re-mint's.
CREATE FUNCTION fas_operation_tokens(operation integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT SUM(l."amount") FROM "LedgerEntry" l WHERE l."operationId" = operation), 0)
    + COALESCE((SELECT SUM(l."amount") FROM "StablecoinTransaction" o
        JOIN "StablecoinTransaction" m ON m."userId" = o."userId" AND m."keyScope" = 'ENGINE'
          AND m."idempotencyKey" = 'remint:' || o."uuid"
        JOIN "LedgerEntry" l ON l."operationId" = m."id"
        WHERE o."id" = operation), 0)
$$;

-- Rail operations added (+) and removed (−): their successful amounts, and, when an operation
-- starts (or stops) having a rail operation in a currency and provider, its tokens. `listed`: a
-- currency and provider is listed from its first rail operation on, even with nothing moved yet.
CREATE FUNCTION fas_rail_apply(added "RailOperation"[], removed "RailOperation"[], listed boolean)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "RailTotal" ("currency", "provider", "shard", "collectedMinor", "paidOutMinor", "refundedMinor", "tokens")
  SELECT "currency", "provider", shard, SUM(collected), SUM(paid), SUM(refunded), SUM(tokens) FROM (
    SELECT r."currency", r."provider", r."transactionId" % 16 AS shard,
      CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'COLLECTION' THEN r.sign * r."amountMinor" ELSE 0 END AS collected,
      CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' AND t."networkOp" <> 'MINT' THEN r.sign * r."amountMinor" ELSE 0 END AS paid,
      CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' AND t."networkOp" = 'MINT' THEN r.sign * r."amountMinor" ELSE 0 END AS refunded,
      0 AS tokens
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) r
    JOIN "StablecoinTransaction" t ON t."id" = r."transactionId"
    UNION ALL
    SELECT a."currency", a."provider", a."transactionId" % 16, 0, 0, 0, fas_operation_tokens(a."transactionId")
    FROM (SELECT DISTINCT "transactionId", "currency", "provider" FROM unnest(added)) a
    WHERE listed AND NOT EXISTS (SELECT 1 FROM "RailOperation" o WHERE o."transactionId" = a."transactionId"
      AND o."currency" = a."currency" AND o."provider" = a."provider" AND o."id" <> ALL (SELECT "id" FROM unnest(added)))
    UNION ALL
    SELECT g."currency", g."provider", g."transactionId" % 16, 0, 0, 0, -fas_operation_tokens(g."transactionId")
    FROM (SELECT DISTINCT "transactionId", "currency", "provider" FROM unnest(removed)) g
    WHERE NOT listed AND NOT EXISTS (SELECT 1 FROM "RailOperation" o WHERE o."transactionId" = g."transactionId"
      AND o."currency" = g."currency" AND o."provider" = g."provider")
  ) moved
  GROUP BY 1, 2, 3
  HAVING listed OR SUM(collected) <> 0 OR SUM(paid) <> 0 OR SUM(refunded) <> 0 OR SUM(tokens) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("currency", "provider", "shard") DO UPDATE SET
    "collectedMinor" = "RailTotal"."collectedMinor" + EXCLUDED."collectedMinor",
    "paidOutMinor" = "RailTotal"."paidOutMinor" + EXCLUDED."paidOutMinor",
    "refundedMinor" = "RailTotal"."refundedMinor" + EXCLUDED."refundedMinor",
    "tokens" = "RailTotal"."tokens" + EXCLUDED."tokens"
$$;

CREATE FUNCTION fas_rail_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fas_rail_apply((SELECT array_agg(ROW(n.*)::"RailOperation") FROM new_rails n), '{}', true);
  ELSIF TG_OP = 'UPDATE' THEN
    -- What an operation is railed through never changes: the totals count its tokens by it.
    IF EXISTS (SELECT 1 FROM old_rails o JOIN new_rails n ON n."id" = o."id"
        WHERE (n."transactionId", n."currency", n."provider") IS DISTINCT FROM (o."transactionId", o."currency", o."provider")) THEN
      RAISE EXCEPTION 'a rail operation keeps its operation, currency and provider';
    END IF;
    PERFORM fas_rail_apply((SELECT array_agg(ROW(n.*)::"RailOperation") FROM new_rails n), (SELECT array_agg(ROW(o.*)::"RailOperation") FROM old_rails o), false);
  ELSE
    PERFORM fas_rail_apply('{}', (SELECT array_agg(ROW(o.*)::"RailOperation") FROM old_rails o), false);
  END IF;
  RETURN NULL;
END $$;

-- Ledger entries added (+) and removed (−): counted on the rails of their operation, and of the
-- operation they re-mint for (a re-mint's key is 'remint:<that operation's uuid>').
CREATE FUNCTION fas_rail_tokens_apply(added "LedgerEntry"[], removed "LedgerEntry"[])
RETURNS void LANGUAGE sql AS $$
  WITH moved AS (
    SELECT "operationId", "amount" FROM unnest(added)
    UNION ALL SELECT "operationId", -"amount" FROM unnest(removed)
  ), target AS (
    SELECT "operationId" AS id, "amount" FROM moved
    UNION ALL
    SELECT p."id", x."amount" FROM moved x
    JOIN "StablecoinTransaction" m ON m."id" = x."operationId" AND m."keyScope" = 'ENGINE'
    -- The CASE keeps any other engine key from reaching the cast.
    JOIN "StablecoinTransaction" p ON p."userId" = m."userId" AND p."uuid" =
      CASE WHEN m."idempotencyKey" ~ '^remint:[0-9a-f-]{36}$' THEN substr(m."idempotencyKey", 8)::uuid END
  )
  INSERT INTO "RailTotal" ("currency", "provider", "shard", "collectedMinor", "paidOutMinor", "refundedMinor", "tokens")
  SELECT r."currency", r."provider", t.id % 16, 0, 0, 0, SUM(t."amount")
  FROM target t
  JOIN LATERAL (SELECT DISTINCT o."currency", o."provider" FROM "RailOperation" o WHERE o."transactionId" = t.id) r ON true
  GROUP BY 1, 2, 3
  HAVING SUM(t."amount") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("currency", "provider", "shard") DO UPDATE SET "tokens" = "RailTotal"."tokens" + EXCLUDED."tokens"
$$;

CREATE FUNCTION fas_rail_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fas_rail_tokens_apply((SELECT array_agg(ROW(n.*)::"LedgerEntry") FROM new_entries n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM fas_rail_tokens_apply((SELECT array_agg(ROW(n.*)::"LedgerEntry") FROM new_entries n), (SELECT array_agg(ROW(o.*)::"LedgerEntry") FROM old_entries o));
  ELSE
    PERFORM fas_rail_tokens_apply('{}', (SELECT array_agg(ROW(o.*)::"LedgerEntry") FROM old_entries o));
  END IF;
  RETURN NULL;
END $$;

-- Created before the backfill: writers to both tables wait from here until this migration commits.
CREATE TRIGGER fas_rail_total_insert AFTER INSERT ON "RailOperation"
  REFERENCING NEW TABLE AS new_rails FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_total();
CREATE TRIGGER fas_rail_total_update AFTER UPDATE ON "RailOperation"
  REFERENCING OLD TABLE AS old_rails NEW TABLE AS new_rails FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_total();
CREATE TRIGGER fas_rail_total_delete AFTER DELETE ON "RailOperation"
  REFERENCING OLD TABLE AS old_rails FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_total();
CREATE TRIGGER fas_rail_tokens_insert AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_tokens();
CREATE TRIGGER fas_rail_tokens_update AFTER UPDATE ON "LedgerEntry"
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_tokens();
CREATE TRIGGER fas_rail_tokens_delete AFTER DELETE ON "LedgerEntry"
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION fas_rail_tokens();

INSERT INTO "RailTotal" ("currency", "provider", "shard", "collectedMinor", "paidOutMinor", "refundedMinor", "tokens")
SELECT "currency", "provider", "transactionId" % 16, SUM(collected), SUM(paid), SUM(refunded), SUM(fas_operation_tokens("transactionId"))
FROM (
  SELECT r."currency", r."provider", r."transactionId",
    SUM(CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'COLLECTION' THEN r."amountMinor" ELSE 0 END) AS collected,
    SUM(CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' AND t."networkOp" <> 'MINT' THEN r."amountMinor" ELSE 0 END) AS paid,
    SUM(CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' AND t."networkOp" = 'MINT' THEN r."amountMinor" ELSE 0 END) AS refunded
  FROM "RailOperation" r JOIN "StablecoinTransaction" t ON t."id" = r."transactionId"
  GROUP BY r."currency", r."provider", r."transactionId"
) railed
GROUP BY 1, 2, 3;
