import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { ChangeFeed } from '../db/change-feed.js';

// Prometheus metrics (prom-client), one registry per app so that several apps can live in one
// process (tests). Exposed at /metrics.
//
// - fas_requests_total / fas_request_duration_seconds, by operation: the REST route
//   ("POST /account/auth/sign-in", path templates, never raw paths) or the GraphQL operation
//   ("graphql RestMint"; anonymous operations are "graphql anonymous"), and HTTP status.
//   Operation names come from clients, so only well-formed ones are used and at most
//   MAX_OPERATION_NAMES distinct ones; the rest count as "graphql other".
// - fas_subscriptions_open: subscriptions streaming now (graphql-ws and SSE);
//   fas_websockets_open: open graphql-ws sockets.
// - fas_stablecoin_transactions: mints and burns by operation and status, read from the
//   StablecoinTransaction table at each scrape (the table is shared, so every instance
//   reports the same totals: aggregate with max(), not sum()).
// - fas_token_supply_difference{token}: on-chain supply minus the ledger at the money
//   monitor's last check; fas_money_refused: 1 while money is refused (alert on either);
//   fas_money_passes_total{lane} and fas_money_pass_seconds_total{lane}: this instance's engine
//   passes and their time, fas_money_step_seconds_total{lane,step} by step (src/money/gauges.ts).
// - fas_response_cache_total{outcome}: cacheable queries answered from the response cache (hit)
//   or executed (miss); fas_change_feed_listening: 0 while the cache is off because this
//   instance cannot hear the database's changes (src/db/change-feed.ts).
// - fas_rail_callbacks_total{provider,outcome}: provider callbacks by outcome (accepted,
//   unknown_reference, duplicate, forged, stale, malformed, rate_limited, too_large, ...);
//   fas_rail_discrepancies_open{provider,kind}: reconciliation findings not resolved;
//   fas_rail_treasury_held{currency,provider}: collected − paid out − refunded (docs/rails.md);
//   fas_rail_treasury_unbalanced{currency,provider}: 1 while the monitor finds it differing from
//   the tokens outstanding plus in flight.
// - fas_events_written: events ever written to the outbox (its sequence; shared, use max());
//   fas_webhook_deliveries_total{outcome}: this instance's webhook attempts by outcome
//   (delivered, retried, failed); fas_webhook_lag_seconds: age of the oldest undelivered
//   delivery of an enabled endpoint (0 when none; shared) (docs/events.md).
// - fas_chain_dumps_total, fas_chain_dump_seconds_total, fas_chain_dump_held_seconds_total: the
//   embedded chain's state dumps, their seconds and the seconds broadcasts waited for them
//   (src/chain/gauges.ts; absent with CHAIN_RPC_URL).
// - Node.js process metrics (prom-client defaults).

const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export interface Metrics {
  registry: Registry;
  /** The label of a REST call: its route template, or "unmatched". */
  restOperation(method: string, pathname: string): string;
  /** The label of a GraphQL operation from its (client-given) name(s). */
  graphqlOperation(names: Array<string | null | undefined>): string;
  observeRequest(operation: string, status: number, seconds: number): void;
  /** Counts open subscriptions: called by src/realtime/live-ack.ts when one is live and when it ends. */
  subscriptionLive(): void;
  subscriptionEnded(): void;
  /** A cacheable query answered from the response cache, or executed. */
  responseCache(outcome: 'hit' | 'miss'): void;
  /** Gauge source for open websockets. */
  setWebsocketCount(count: () => number): void;
  /** A webhook attempt's outcome (src/events/webhooks/worker.ts). */
  webhookOutcome(outcome: 'delivered' | 'retried' | 'failed'): void;
  /** A provider callback's outcome (src/http/rails-callback.ts). */
  railCallback(provider: string, outcome: string): void;
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(deps: {
  prisma: PrismaClient;
  /** The REST routes (method and path template) that name requests' operations. */
  routes: readonly { method: string; path: string }[];
  /** Registers its owner's gauges on this app's registry. */
  gauges: readonly ((registry: Registry) => void)[];
  changes: ChangeFeed;
  now: () => Date;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'fas_requests_total',
    help: 'HTTP requests by operation (REST route or GraphQL operation name) and status.',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'fas_request_duration_seconds',
    help: 'HTTP request latency by operation.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const subscriptions = new Gauge({
    name: 'fas_subscriptions_open',
    help: 'GraphQL subscriptions streaming now (graphql-ws and SSE).',
    registers: [registry],
  });
  const cache = new Counter({
    name: 'fas_response_cache_total',
    help: 'Cacheable GraphQL queries answered from the response cache (hit) or executed (miss).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'fas_change_feed_listening',
    help: "1 while this instance hears the database's changes (the response cache is on); 0 while it cannot.",
    registers: [registry],
    collect() {
      this.set(deps.changes.listening ? 1 : 0);
    },
  });
  let websockets: () => number = () => 0;
  new Gauge({
    name: 'fas_websockets_open',
    help: 'Open graphql-ws sockets.',
    registers: [registry],
    collect() {
      this.set(websockets());
    },
  });
  new Gauge({
    name: 'fas_stablecoin_transactions',
    help: 'Stablecoin transactions in the database by operation (mint, burn) and status.',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const groups = await deps.prisma.stablecoinTransaction.groupBy({
        by: ['networkOp', 'status'],
        _count: { _all: true },
      });
      for (const g of groups)
        this.set({ operation: g.networkOp.toLowerCase(), status: g.status.toLowerCase() }, g._count._all);
    },
  });

  // Gauges their owners register (the money wing's: src/money/gauges.ts), handed in by src/app.ts.
  for (const register of deps.gauges) register(registry);

  const railCallbacks = new Counter({
    name: 'fas_rail_callbacks_total',
    help: 'Provider callbacks received, by provider and outcome (accepted, unknown_reference, duplicate, forged, stale, malformed, ...).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'fas_rail_discrepancies_open',
    help: 'Rail reconciliation discrepancies not resolved, by provider and kind (npm run money -- rails <day>).',
    labelNames: ['provider', 'kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const groups = await deps.prisma.railDiscrepancy.groupBy({
        by: ['provider', 'kind'],
        where: { resolvedAt: null },
        _count: { _all: true },
      });
      for (const g of groups) this.set({ provider: g.provider, kind: g.kind }, g._count._all);
    },
  });
  new Gauge({
    name: 'fas_events_written',
    help: 'Events written to the outbox since the database was made (the event sequence; every instance reports the same).',
    registers: [registry],
    async collect() {
      const [row] = await deps.prisma.$queryRaw<{ n: bigint | null }[]>`SELECT max("seq") AS "n" FROM "Event"`;
      this.set(Number(row?.n ?? 0));
    },
  });
  const webhookAttempts = new Counter({
    name: 'fas_webhook_deliveries_total',
    help: 'Webhook attempts made by this instance, by outcome: delivered (2xx), retried (failed, another attempt scheduled), failed (given up).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'fas_webhook_lag_seconds',
    help: 'Age of the oldest undelivered webhook delivery of an enabled endpoint, in seconds (0 when none).',
    registers: [registry],
    async collect() {
      const [row] = await deps.prisma.$queryRaw<{ oldest: Date | null }[]>`
        SELECT min(d."createdAt") AS "oldest" FROM "WebhookDelivery" d
        JOIN "WebhookEndpoint" w ON w."id" = d."endpointId"
        WHERE d."status" = 'PENDING' AND w."disabledAt" IS NULL`;
      this.set(row?.oldest ? Math.max(0, (deps.now().getTime() - row.oldest.getTime()) / 1000) : 0);
    },
  });

  const table = deps.routes.map((r) => ({ method: r.method, path: r.path, segments: r.path.split('/').slice(1) }));
  const known = new Set<string>();

  return {
    registry,
    restOperation(method, pathname) {
      const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
      const hit = table.find(
        (r) =>
          r.method === method &&
          r.segments.length === parts.length &&
          r.segments.every((s, i) => s.startsWith(':') || s === parts[i]),
      );
      return hit ? `${hit.method} ${hit.path}` : 'unmatched';
    },
    graphqlOperation(names) {
      const label = names.map((name) => {
        if (!name) return 'anonymous';
        if (!OPERATION_NAME.test(name)) return 'other';
        if (!known.has(name)) {
          if (known.size >= MAX_OPERATION_NAMES) return 'other';
          known.add(name);
        }
        return name;
      });
      return `graphql ${label.length > 1 ? `batch(${label.length})` : (label[0] ?? 'anonymous')}`;
    },
    observeRequest(operation, status, seconds) {
      requests.inc({ operation, status: String(status) });
      duration.observe({ operation }, seconds);
    },
    subscriptionLive: () => subscriptions.inc(),
    subscriptionEnded: () => subscriptions.dec(),
    responseCache: (outcome) => cache.inc({ outcome }),
    railCallback: (provider, outcome) => railCallbacks.inc({ provider, outcome }),
    webhookOutcome: (outcome) => webhookAttempts.inc({ outcome }),
    setWebsocketCount(count) {
      websockets = count;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
