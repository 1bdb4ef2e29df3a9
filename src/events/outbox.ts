import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { AppError, badInput } from '../kernel/errors.js';

// The transactional outbox and event log (docs/events.md). Every state change that is an event
// writes one row with recordEvent, inside the change's own transaction: no event without its
// change, no change without its event. The event log (Query.events, Subscription.events) and the
// webhook deliveries read from it; the row's INSERT also queues one delivery per matching webhook
// endpoint of the user in the same statement, and a trigger tells every instance at commit (the
// change feed, src/db/change-feed.ts).
//
// Order and cursors: a row's log position is (txid, seq), where txid is the writing transaction's
// id. Rows are read only below the visibility bound (BOUND), taken from the reading statement's own
// snapshot: every transaction below it had ended then, so no row can later appear before a
// position already read. The visible log only grows at its end, and a cursor never skips a row
// that commits later. Transactions of other databases on the same server do not hold it back
// (pg_snapshot_xmin would: it is server-wide). The public id (evt_<txid><seq><created ms>, hex,
// fixed width) sorts in log order and carries the creation time, so a cursor past retention is
// recognised.

/** Event types: the GraphQL enum's names and the `type` string of the payload. */
export const EVENT_TYPES = {
  MESSAGE_CREATED: 'message.created',
  CONVERSATION_CREATED: 'conversation.created',
  CONVERSATION_UPDATED: 'conversation.updated',
  CONVERSATION_DELETED: 'conversation.deleted',
  PROFILE_CREATED: 'profile.created',
  PROFILE_UPDATED: 'profile.updated',
  ALIAS_CREATED: 'alias.created',
  ALIAS_DELETED: 'alias.deleted',
  IDENTITY_CREATED: 'identity.created',
  IDENTITY_UPDATED: 'identity.updated',
  IDENTITY_DELETED: 'identity.deleted',
  CHANNEL_CREATED: 'channel.created',
  CHANNEL_UPDATED: 'channel.updated',
  CHANNEL_DELETED: 'channel.deleted',
  API_TOKEN_CREATED: 'api_token.created',
  API_TOKEN_REVOKED: 'api_token.revoked',
  PASSCODE_CHANGED: 'auth.passcode_changed',
  SIGNED_OUT: 'auth.signed_out',
  SESSION_REVOKED: 'session.revoked',
  EMAIL_VERIFIED: 'auth.email_verified',
  EMAIL_CHANGED: 'auth.email_changed',
  PASSWORD_CHANGED: 'auth.password_changed',
  WEBHOOK_ENDPOINT_DISABLED: 'webhook_endpoint.disabled',
  WEBHOOK_TEST: 'webhook.test',
  STABLECOIN_TRANSACTION_UPDATED: 'stablecoin_transaction.updated',
  PAYMENT_UPDATED: 'payment.updated',
  MESSAGE_UPDATED: 'message.updated',
  MESSAGE_DELETED: 'message.deleted',
} as const;

export type EventTypeName = keyof typeof EVENT_TYPES;
export type EventTypeString = (typeof EVENT_TYPES)[EventTypeName];
const NAME_OF = new Map<string, EventTypeName>(
  Object.entries(EVENT_TYPES).map(([name, type]) => [type, name as EventTypeName]),
);
export const eventTypeName = (type: string) => NAME_OF.get(type) ?? null;

/** The payload's shape version: bumped when a payload changes in a way a receiver would notice. */
export const PAYLOAD_VERSION = 1;

export interface EventInput {
  userId: number;
  type: EventTypeName;
  /** The object the event is about: its GraphQL type name and id. */
  subject: { type: string; id: string };
  /** The object as the public GraphQL schema shows it (same field names); never a secret. */
  data: Record<string, unknown>;
  at: Date;
  /** Only this webhook endpoint receives it (a test event); otherwise every matching one of the user. */
  endpointId?: number;
}

type Db = Prisma.TransactionClient | PrismaClient;

/** JSON with dates as ISO 8601 text, as the DateTime scalar shows them. */
const toJson = (data: unknown) =>
  JSON.stringify(data, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Records an event in the caller's transaction (pass the transaction's client) and queues its
 * webhook deliveries. Returns the event's public id. One statement.
 */
export async function recordEvent(tx: Db, event: EventInput): Promise<string> {
  return (await recordEvents(tx, [event]))[0];
}

/**
 * Records several events in the caller's transaction, in the order given, and queues their
 * webhook deliveries: one statement however many (a message's copies, a payment's two sides).
 * Returns their public ids in that order.
 */
export async function recordEvents(tx: Db, events: EventInput[]): Promise<string[]> {
  if (events.length === 0) return [];
  const out = await tx.$queryRaw<{ publicId: string; n: bigint }[]>`
    WITH ${eventWrites(eventRows(events))}
    SELECT e."publicId", i.n FROM event_e e JOIN event_i i ON i.seq = e."seq" ORDER BY i.n`;
  return out.map((r) => r.publicId);
}

/**
 * For a statement that writes rows and their events together (a message's copies,
 * src/modules/conversation/service.ts): more WITH items (", event_src AS (…), …") recording
 * `events` in the order given and queuing their deliveries. Nothing when there are none.
 * `idFrom`: the WITH item inserting the one row the events are about (a deposit's PENDING,
 * src/modules/funding/service.ts), whose "id" becomes their data's `databaseId`: the caller
 * cannot know it before the statement.
 */
export function eventWritesAfter(events: EventInput[], idFrom?: string): Prisma.Sql {
  if (events.length === 0) return Prisma.empty;
  const data = idFrom
    ? Prisma.sql`j->'data' || jsonb_build_object('databaseId', (SELECT "id" FROM ${Prisma.raw(`"${idFrom}"`)}))`
    : undefined;
  return Prisma.sql`, ${eventWrites(eventRows(events), undefined, data)}`;
}

/**
 * The same for a statement whose writes are conditional (the money engine's signing statement,
 * src/money/engine/sign.ts): to follow the WITH item named `written`, which returns "id"s. Each
 * event is written only if `written` returned its `gate`.
 */
export function gatedEventWrites(written: string, events: Array<{ gate: number; event: EventInput }>): Prisma.Sql {
  if (events.length === 0) return Prisma.empty;
  const rows = eventRows(
    events.map((e) => e.event),
    events.map((e) => e.gate),
  );
  return Prisma.sql`, ${eventWrites(rows, Prisma.sql`(j->>'gate')::int IN (SELECT "id" FROM ${Prisma.raw(`"${written}"`)})`)}`;
}

/** The events as one JSON array for the statement, each with its gate when given. */
const eventRows = (events: EventInput[], gates?: number[]) =>
  JSON.stringify(
    events.map((e, k) => ({
      userId: e.userId,
      type: EVENT_TYPES[e.type],
      subjectType: e.subject.type,
      subjectId: e.subject.id,
      data: JSON.parse(toJson(e.data)),
      at: e.at.toISOString(),
      ms: e.at.getTime(),
      endpointId: e.endpointId ?? null,
      gate: gates?.[k] ?? null,
    })),
  );

/**
 * The WITH items that insert the events of `rows` (those `only` keeps) and queue one delivery
 * per matching webhook endpoint: event_i holds each event's position, event_e what was written.
 */
function eventWrites(rows: string, only: Prisma.Sql = Prisma.sql`TRUE`, data: Prisma.Sql = Prisma.sql`j->'data'`) {
  // Rows come out of jsonb_array_elements in array order, so `seq` follows the order given.
  return Prisma.sql`event_src AS (
      SELECT (j->>'userId')::int AS "userId", j->>'type' AS type, j->>'subjectType' AS "subjectType",
             j->>'subjectId' AS "subjectId", ${data} AS data, (j->>'at')::timestamptz AS at,
             j->>'at' AS "atText", (j->>'ms')::bigint AS ms, (j->>'endpointId')::int AS "endpointId", n
      FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY AS t(j, n)
      WHERE ${only}
    ), event_i AS (
      SELECT src.*, pg_current_xact_id()::text::bigint AS txid,
             nextval(pg_get_serial_sequence('"Event"', 'seq')) AS seq
      FROM event_src src
    ), event_e AS (
      INSERT INTO "Event" ("seq", "txid", "publicId", "userId", "type", "subjectType", "subjectId", "payload", "createdAt")
      SELECT i.seq, i.txid,
             'evt_' || lpad(to_hex(i.txid), 16, '0') || lpad(to_hex(i.seq), 16, '0') || lpad(to_hex(i.ms), 11, '0'),
             i."userId", i.type, i."subjectType", i."subjectId",
             jsonb_build_object('id', 'evt_' || lpad(to_hex(i.txid), 16, '0') || lpad(to_hex(i.seq), 16, '0')
                 || lpad(to_hex(i.ms), 11, '0'),
               'type', i.type, 'createdAt', i."atText", 'version', ${PAYLOAD_VERSION}::int, 'data', i.data),
             i.at
      FROM event_i i
      RETURNING "seq", "txid", "publicId", "userId", "type", "subjectType", "subjectId", "createdAt"
    ), event_d AS (
      INSERT INTO "WebhookDelivery" ("uuid", "endpointId", "eventSeq", "txid", "subjectKey", "nextAttemptAt", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), w."id", e."seq", e."txid", e."subjectType" || ':' || e."subjectId",
             e."createdAt", e."createdAt", e."createdAt"
      FROM event_e e JOIN event_i i ON i.seq = e."seq"
      JOIN "WebhookEndpoint" w ON w."userId" = e."userId" AND (
        CASE WHEN i."endpointId" IS NULL
          THEN w."disabledAt" IS NULL AND (cardinality(w."eventTypes") = 0 OR e."type" = ANY(w."eventTypes"))
          ELSE w."id" = i."endpointId" END)
    )`;
}

/** A position in the log. `seq` may be past any real one (the start of "from now on"). */
export interface Position {
  txid: bigint;
  seq: bigint;
}

const ID_PATTERN = /^evt_([0-9a-f]{16})([0-9a-f]{16})([0-9a-f]{11})$/;

/** The position and creation time an event id carries; null when it is not an event id. */
export function parseEventId(id: string): (Position & { createdAt: Date }) | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  return {
    txid: BigInt(`0x${match[1]}`),
    seq: BigInt(`0x${match[2]}`),
    createdAt: new Date(Number.parseInt(match[3], 16)),
  };
}

/**
 * A client's cursor: an event id within retention. Malformed: BAD_USER_INPUT; older than the
 * retention: CURSOR_EXPIRED (the events after it may have been removed; start again from the
 * oldest kept with no cursor, or from a newer one).
 */
export function cursorPosition(after: string, now: Date, retentionMs: number, field = 'after'): Position {
  const parsed = parseEventId(after);
  if (!parsed) throw badInput(`${field} must be an event id (evt_…) as the event log gave it`, field);
  if (parsed.createdAt.getTime() < now.getTime() - retentionMs) {
    throw new AppError(
      'CURSOR_EXPIRED',
      `${field} is older than the event retention (${Math.round(retentionMs / 86_400_000)} days): events after it may be gone; read the log again without a cursor`,
      { field },
    );
  }
  return parsed;
}

const XID_SPAN = 4_294_967_296n;

/**
 * The log's visibility bound, as a WITH item named "bound" (one row, column "bound") of the
 * statement that reads events: every event whose txid is below it is visible to that statement or
 * will never exist, so no later commit can appear before a position read below it. Run it on the
 * pool, not inside a transaction (the activity view is cached for a transaction's length, and a
 * transaction's later statements see commits its snapshot did not).
 *
 * Why it holds: it is read from the statement's own snapshot. Every transaction id below xmax
 * that is not in the snapshot's in-progress list had ended when the snapshot was taken, so its rows
 * are in it; the bound is at most the smallest in-progress id, leaving out only ids positively
 * seen in pg_stat_activity as another database's (backend_xid, 32 bits, compared with the
 * in-progress id's low 32 bits): other databases on the same server do not hold it back, and an
 * id the view no longer shows (its transaction ended since) holds it back for this read only.
 * Transactions that have no id yet get one above xmax. PGlite has one session and the same SQL
 * runs. Prepared (two-phase) transactions count as in progress; the service does not use them.
 */
const BOUND = Prisma.sql`bound AS (
    SELECT LEAST(pg_snapshot_xmax(pg_current_snapshot())::text::bigint, (
      SELECT min(x::text::bigint) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
      WHERE NOT EXISTS (
        SELECT 1 FROM pg_stat_activity a
        WHERE a.datname <> current_database() AND a.backend_xid IS NOT NULL
          AND a.backend_xid::text::bigint = x::text::bigint % ${XID_SPAN}::bigint)
    ))::bigint AS "bound"
  )`;

/** The visibility bound (BOUND) in a statement of its own: below it, the next statement sees every event. */
export async function visibleBound(db: PrismaClient): Promise<bigint> {
  const [row] = await db.$queryRaw<{ bound: bigint }[]>`WITH ${BOUND} SELECT "bound" FROM bound`;
  return row.bound;
}

export interface EventRow {
  seq: bigint;
  txid: bigint;
  publicId: string;
  userId: number;
  type: string;
  subjectType: string;
  subjectId: string;
  payload: unknown;
  createdAt: Date;
}

/** The user's visible events after a position (from the start without one), in log order. One statement. */
export async function readEvents(
  db: PrismaClient,
  userId: number,
  options: { after?: Position | null; types?: readonly string[] | null; take: number },
): Promise<EventRow[]> {
  const after = options.after
    ? Prisma.sql`AND ("txid", "seq") > (${options.after.txid}::bigint, ${options.after.seq}::bigint)`
    : Prisma.empty;
  // null or undefined: every type; a list (even empty): only those.
  const types = options.types ? Prisma.sql`AND "type" = ANY(${[...options.types]}::text[])` : Prisma.empty;
  return db.$queryRaw<EventRow[]>`
    WITH ${BOUND}
    SELECT "seq", "txid", "publicId", "userId", "type", "subjectType", "subjectId", "payload", "createdAt"
    FROM "Event", bound
    WHERE "userId" = ${userId} AND "txid" < bound."bound" ${after} ${types}
    ORDER BY "txid", "seq"
    LIMIT ${options.take}`;
}

/** An event as the live bus needs it (src/events/tail.ts): its position, user, type and the fields it maps. */
export interface LiveEventRow {
  txid: bigint;
  seq: bigint;
  userId: number;
  type: string;
  subjectId: string;
  /** data.id, data.conversationId, data.deletedAt, data.forEveryone, data.status, data.databaseId of the payload. */
  id: string | null;
  conversationId: string | null;
  deletedAt: string | null;
  forEveryone: boolean | null;
  status: string | null;
  databaseId: number | null;
  /** A payment.updated's internal payment id (the live payload names it). */
  paymentId: number | null;
}

/**
 * Every user's visible events of `types` after a position, in log order, and the bound they were
 * read below: the live bus's read. One statement (the rows on the ("txid", "seq") index).
 */
export async function readLiveEvents(
  db: PrismaClient,
  after: Position,
  types: readonly string[],
  take: number,
): Promise<{ bound: bigint; rows: LiveEventRow[] }> {
  // The bound's one row, joined to the events below it: a row with no event when there is none.
  const read = await db.$queryRaw<Array<{ bound: bigint } & { [K in keyof LiveEventRow]: LiveEventRow[K] | null }>>`
    WITH ${BOUND}
    SELECT b."bound", e.* FROM bound b LEFT JOIN LATERAL (
      SELECT e."txid", e."seq", e."userId", e."type", e."subjectId",
             e."payload"->'data'->>'id' AS "id", e."payload"->'data'->>'conversationId' AS "conversationId",
             e."payload"->'data'->>'deletedAt' AS "deletedAt", (e."payload"->'data'->>'forEveryone')::boolean AS "forEveryone",
             e."payload"->'data'->>'status' AS "status",
             (e."payload"->'data'->>'databaseId')::int AS "databaseId",
             (SELECT p."id" FROM "Payment" p
               WHERE p."uuid" = CASE WHEN e."type" = 'payment.updated' THEN e."subjectId"::uuid END) AS "paymentId"
      FROM "Event" e
      WHERE e."txid" < b."bound" AND (e."txid", e."seq") > (${after.txid}::bigint, ${after.seq}::bigint)
        AND e."type" = ANY(${[...types]}::text[])
      ORDER BY e."txid", e."seq"
      LIMIT ${take}
    ) e ON true
    ORDER BY e."txid", e."seq"`;
  const rows = read.filter((r) => r.txid !== null).map(({ bound: _, ...row }) => row as LiveEventRow);
  return { bound: read[0].bound, rows };
}

/** Where "from now on" starts: every event of a transaction not yet ended, and later ones. */
export async function livePosition(db: PrismaClient): Promise<Position> {
  return { txid: (await visibleBound(db)) - 1n, seq: 2n ** 62n };
}

/** Removes events older than the retention (their deliveries and attempts go with them). */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "Event" WHERE "createdAt" < ${before}::timestamptz`;
}

/** The payload as a webhook body and the event log show it: JSON text. */
export const payloadText = (row: Pick<EventRow, 'payload'>) =>
  typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
