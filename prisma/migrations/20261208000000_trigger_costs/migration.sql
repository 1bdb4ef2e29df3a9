-- Two costs PostgreSQL paid on every write of money or chat, measured with pg_stat_statements and
-- track_functions during `BENCH_ONLY=payments` (docs/performance.md):
-- - fas_rail_tokens_apply (every insert or update of ledger entries) was a LANGUAGE sql function,
--   which PostgreSQL plans afresh on every call, and its one statement is a large one: ~1 ms a call
--   under load, of which the statement ran 0.2. Most entries are of operations never railed
--   (payments, transfers): two index probes now tell, and return before the statement is planned.
--   The probes are exact: with no entry's operation railed and none a re-mint, the statement's
--   targets have no rail operation and it inserts nothing. pgbench, one ledger insert of two
--   entries: 0.78 ms before, 0.43-0.47 after, 0.33-0.36 with no rail trigger at all.
--   (A generic plan kept per connection is not the way: planned while the tables are small, it
--   made the call 8 ms in the bench.)
-- - fas_row_changed converted the whole row to jsonb to read one column (an Event's payload
--   included) on every event, conversation and profile write. PL/pgSQL compiles a trigger function
--   once per table, so each table only ever runs the branch that names its own column.

CREATE OR REPLACE FUNCTION fas_rail_tokens_apply(added "LedgerEntry"[], removed "LedgerEntry"[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  operations integer[] := ARRAY(SELECT "operationId" FROM unnest(added) UNION ALL SELECT "operationId" FROM unnest(removed));
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "RailOperation" WHERE "transactionId" = ANY(operations))
    AND NOT EXISTS (SELECT 1 FROM "StablecoinTransaction" WHERE "id" = ANY(operations)
      AND "keyScope" = 'ENGINE' AND "idempotencyKey" LIKE 'remint:%') THEN
    RETURN;
  END IF;
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
  ON CONFLICT ("currency", "provider", "shard") DO UPDATE SET "tokens" = "RailTotal"."tokens" + EXCLUDED."tokens";
END $$;

CREATE OR REPLACE FUNCTION fas_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_owner integer;
  new_owner integer;
BEGIN
  IF TG_ARGV[0] = 'ownerId' THEN
    IF TG_OP <> 'INSERT' THEN old_owner := OLD."ownerId"; END IF;
    IF TG_OP <> 'DELETE' THEN new_owner := NEW."ownerId"; END IF;
  ELSIF TG_ARGV[0] = 'userId' THEN
    IF TG_OP <> 'INSERT' THEN old_owner := OLD."userId"; END IF;
    IF TG_OP <> 'DELETE' THEN new_owner := NEW."userId"; END IF;
  ELSE
    RAISE EXCEPTION 'fas_row_changed: no owner column %', TG_ARGV[0];
  END IF;
  IF new_owner IS NOT DISTINCT FROM old_owner THEN new_owner := NULL; END IF;
  IF TG_ARGV[1] = 'contacts' THEN
    PERFORM fas_contact_changed(old_owner);
    PERFORM fas_contact_changed(new_owner);
  ELSE
    PERFORM fas_viewer_changed(old_owner);
    PERFORM fas_viewer_changed(new_owner);
  END IF;
  RETURN NULL;
END $$;
