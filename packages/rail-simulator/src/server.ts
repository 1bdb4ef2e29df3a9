import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Behaviour, type ScriptMatch, Scripts } from './behaviour.js';
import { ManualClock, type SimClock, systemClock } from './clock.js';
import type { ProviderApi, SimContext } from './context.js';
import { control } from './control.js';
import { Deliveries, type Delivery } from './delivery.js';
import { type Fault, Faults } from './faults.js';
import { readRequest, type SimRequest, type SimResponse, write } from './http.js';
import { Ledger, type Provider, type SimTransaction } from './ledger.js';
import { Lifecycle, type LifecycleConfig } from './lifecycle.js';
import { defaultMomoConfig, type MomoConfig, momoApi } from './momo.js';
import { defaultPaystackConfig, type PaystackConfig, paystackApi } from './paystack.js';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** Defaults to the system clock; tests pass a ManualClock and call `advance`. */
  clock?: SimClock;
  /** Delay of the default auto-approval (default 3 s). */
  autoApproveMs?: number;
  /** Expiry of an unanswered collection (default 5 minutes). */
  expiryMs?: number;
  lateCallbackMs?: number;
  reverseAfterMs?: number;
  momo?: Partial<MomoConfig>;
  paystack?: Partial<PaystackConfig>;
}

export interface Simulator {
  url: string;
  clock: SimClock;
  /** The clock when it is a ManualClock (tests, `POST /_sim/advance`). */
  manualClock?: ManualClock;
  credentials: { momo: MomoConfig; paystack: PaystackConfig };
  readonly deliveries: readonly Delivery[];
  script(match: ScriptMatch, behaviour: Behaviour): void;
  fault(fault: Fault): void;
  approve(reference: string): boolean;
  decline(reference: string, reason?: string): boolean;
  reverse(reference: string): boolean;
  transaction(reference: string): SimTransaction | undefined;
  transactions(): SimTransaction[];
  /** Moves a ManualClock forward, then waits for the callbacks that sent. */
  advance(ms: number): Promise<void>;
  /** Resolves once no callback is in flight. */
  idle(): Promise<void>;
  statement(provider: Provider, day: string, req: SimRequest): SimResponse;
  /** Forgets scripts and faults (not transactions). */
  reset(): void;
  setPaystackWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const clock = options.clock ?? systemClock;
  const config: LifecycleConfig = {
    autoApproveMs: options.autoApproveMs ?? 3_000,
    expiryMs: options.expiryMs ?? 5 * 60_000,
    lateCallbackMs: options.lateCallbackMs ?? 60_000,
    reverseAfterMs: options.reverseAfterMs ?? 60_000,
  };
  const momoConfig: MomoConfig = { ...defaultMomoConfig(), ...options.momo };
  const paystackConfig: PaystackConfig = { ...defaultPaystackConfig(), ...options.paystack };
  const ledger = new Ledger();
  const scripts = new Scripts();
  const faults = new Faults();
  const deliveries = new Deliveries();
  const providers = {} as Record<Provider, ProviderApi>;
  const lifecycle = new Lifecycle(clock, config, (tx, state) => providers[tx.provider].notify(tx, state));
  const ctx: SimContext = {
    clock,
    ledger,
    scripts,
    deliveries,
    lifecycle,
    defaultBehaviour: () => ({ outcome: 'approve', afterMs: config.autoApproveMs }),
  };
  providers.momo = momoApi(ctx, momoConfig);
  providers.paystack = paystackApi(ctx, paystackConfig);

  /** Answers held by a `hold` fault: released when their time comes, or dropped at close. */
  const held = new Set<ServerResponse>();

  async function serve(req: SimRequest, res: ServerResponse) {
    if (req.path.startsWith('/_sim/')) return write(res, await control(sim, req));
    const provider = (Object.keys(providers) as Provider[]).find((p) => providers[p].owns(req.path));
    if (!provider) return write(res, { status: 404, body: { error: 'not found' } });
    const api = providers[provider];
    const fault = api.isTokenPath(req.path) ? undefined : faults.take(provider, req.method, clock.now());
    if (fault?.mode === 'error') return write(res, api.failure(fault.status ?? 503));
    const answer = fault?.mode === 'hold' && fault.execute === false ? undefined : api.handle(req);
    if (fault?.mode === 'lose') {
      if (fault.close) res.socket?.destroy();
      else write(res, api.failure(fault.status ?? 500));
      return;
    }
    if (fault?.mode === 'hold') {
      held.add(res);
      res.on('close', () => held.delete(res));
      if (fault.holdMs !== undefined) {
        clock.setTimer(new Date(clock.now().getTime() + fault.holdMs), () => {
          held.delete(res);
          write(res, answer ?? api.failure(504));
        });
      }
      return;
    }
    write(res, answer ?? { status: 404, body: { error: 'not found' } });
  }

  const server = createServer((req, res) => {
    readRequest(req)
      .then((r) => serve(r, res))
      .catch((err: unknown) => write(res, { status: 400, body: { error: (err as Error).message } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const sim: Simulator = {
    url: `http://${host}:${address.port}`,
    clock,
    manualClock: clock instanceof ManualClock ? clock : undefined,
    credentials: { momo: momoConfig, paystack: paystackConfig },
    deliveries: deliveries.sent,
    script: (match, behaviour) => scripts.add(match, behaviour),
    fault: (f) => faults.add(f, clock.now()),
    approve(reference) {
      const tx = ledger.find(reference);
      return tx ? lifecycle.decide(tx, true) : false;
    },
    decline(reference, reason) {
      const tx = ledger.find(reference);
      return tx ? lifecycle.decide(tx, false, reason) : false;
    },
    reverse(reference) {
      const tx = ledger.find(reference);
      return tx ? lifecycle.reverse(tx) : false;
    },
    transaction: (reference) => ledger.find(reference),
    transactions: () => ledger.all(),
    async advance(ms) {
      if (!sim.manualClock) throw new Error('advance needs a ManualClock');
      sim.manualClock.advance(ms);
      await deliveries.idle();
    },
    idle: () => deliveries.idle(),
    statement(provider, day, req) {
      const api = providers[provider];
      if (!api.authorized(req)) return api.failure(401);
      const entries = ledger.statement(provider, day).map((line) => api.statementLine(line));
      return { status: 200, body: { provider, date: day, entries } };
    },
    reset() {
      scripts.clear();
      faults.clear();
    },
    setPaystackWebhookUrl(url) {
      paystackConfig.webhookUrl = url;
    },
    async close() {
      for (const res of held) res.socket?.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deliveries.idle();
    },
  };
  return sim;
}
