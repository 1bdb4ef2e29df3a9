import { createHmac } from 'node:crypto';
import type { Clock } from '../../kernel/clock.js';
import type { Config, RailIdentityKind } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Secrets } from '../../security/secrets.js';
import { momoRail } from './momo.js';
import { paystackRail } from './paystack.js';
import type { Rail, RailProvider } from './types.js';

// Config → Rail instances by (identity kind, currency). RAILS names a provider per kind and
// currency (`momo:MOBILE_MONEY:GHS,paystack:BANK:NGN`, `*` for any); `sandbox` is the instant
// rail the engine uses today (src/money/rail.ts). With RAIL_SIMULATOR (the embedded
// default) the provider simulator (packages/rail-simulator) runs in this process on a free port,
// on the service's clock, auto-approving after RAIL_SIMULATOR_APPROVE_MS, and every momo and
// paystack route talks to it with its credentials; it stops with the service.
//
// Not used by the money engine yet: the engine still settles through the sandbox until its
// collect/poll/payout steps land (docs/rails.md, "Not wired yet"). Today the registry serves the
// callback route (verification) and reconciliation (statements).

export const CALLBACK_PATH: Record<RailProvider, string> = {
  momo: '/rails/momo/callback',
  paystack: '/rails/paystack/callback',
};

export type RailRouteTarget = { provider: 'sandbox' } | { provider: RailProvider; rail: Rail };

/** What the in-process simulator offers the service's tests and (later) the dashboard panel. */
export type InProcessSimulator = Awaited<
  ReturnType<typeof import('@financial-account-service/rail-simulator')['startSimulator']>
>;

export interface RailRegistry {
  /** Builds the adapters (and starts the simulator) once the service's URL is known. */
  start(serviceUrl: string): Promise<void>;
  stop(): Promise<void>;
  /** The rail for an identity kind and currency; undefined when RAILS names none, or before start. */
  route(kind: RailIdentityKind, currency: string): RailRouteTarget | undefined;
  /** A provider's adapter (callbacks, statements); undefined if RAILS does not use it, or before start. */
  provider(name: RailProvider): Rail | undefined;
  /** The providers RAILS uses (sandbox aside). */
  readonly providers: RailProvider[];
  /** The URL a provider calls back (MoMo's X-Callback-Url before its token; Paystack's webhook URL). */
  callbackUrl(name: RailProvider): string | undefined;
  /** The simulator when RAIL_SIMULATOR is on and started. */
  readonly simulator: InProcessSimulator | undefined;
}

export interface RegistryDeps {
  config: Config;
  secrets: Pick<Secrets, 'encryptionKey'>;
  clock: Clock;
  logger: Logger;
}

/** MoMo callback token secrets: RAIL_CALLBACK_SECRETS, else one derived from the encryption key (same on every instance). */
export function callbackSecrets(deps: Pick<RegistryDeps, 'config' | 'secrets'>): string[] {
  const configured = deps.config.rails.callbackSecrets;
  if (configured?.length) return configured.map((s) => s.reveal());
  return [createHmac('sha256', deps.secrets.encryptionKey).update('fas rail callback token v1').digest('hex')];
}

export function createRailRegistry(deps: RegistryDeps): RailRegistry {
  const { rails } = deps.config;
  const providers = [...new Set(rails.routes.map((r) => r.provider))].filter((p): p is RailProvider => p !== 'sandbox');
  const adapters = new Map<RailProvider, Rail>();
  const urls = new Map<RailProvider, string>();
  let simulator: InProcessSimulator | undefined;

  return {
    providers,
    get simulator() {
      return simulator;
    },
    async start(serviceUrl) {
      if (adapters.size > 0 || providers.length === 0) return;
      const base = (rails.callbackBaseUrl ?? serviceUrl).replace(/\/+$/, '');
      for (const p of providers) urls.set(p, `${base}${CALLBACK_PATH[p]}`);
      let momo = {
        baseUrl: rails.momo.baseUrl,
        apiUser: rails.momo.apiUser?.reveal() ?? '',
        apiKey: rails.momo.apiKey?.reveal() ?? '',
        subscriptionKeys: {
          collection: rails.momo.collectionKey?.reveal() ?? '',
          disbursement: rails.momo.disbursementKey?.reveal() ?? '',
        },
        targetEnvironment: rails.momo.targetEnvironment,
      };
      let paystack = { baseUrl: rails.paystack.baseUrl, secretKeys: rails.paystack.secretKeys?.map((s) => s.reveal()) };
      if (rails.simulator) {
        // Loaded only when asked for: a production build need not carry the simulator.
        const { startSimulator } = await import('@financial-account-service/rail-simulator');
        simulator = await startSimulator({ port: 0, clock: deps.clock, autoApproveMs: rails.simulator.approveMs });
        simulator.setPaystackWebhookUrl(urls.get('paystack'));
        const c = simulator.credentials;
        momo = { ...c.momo, baseUrl: simulator.url };
        paystack = { baseUrl: simulator.url, secretKeys: [c.paystack.secretKey] };
        deps.logger.info({ url: simulator.url }, 'rail simulator started (RAIL_SIMULATOR): moves no real money');
      }
      if (providers.includes('momo')) {
        adapters.set(
          'momo',
          momoRail({
            ...momo,
            callback: { url: urls.get('momo')!, secrets: callbackSecrets(deps) },
            clock: deps.clock,
          }),
        );
      }
      if (providers.includes('paystack')) {
        adapters.set('paystack', paystackRail({ baseUrl: paystack.baseUrl, secretKeys: paystack.secretKeys ?? [] }));
      }
    },
    async stop() {
      adapters.clear();
      const sim = simulator;
      simulator = undefined;
      await sim?.close();
    },
    route(kind, currency) {
      const pick =
        rails.routes.find((r) => r.kind === kind && r.currency === currency) ??
        rails.routes.find((r) => r.kind === kind && r.currency === '*') ??
        rails.routes.find((r) => r.kind === '*' && r.currency === currency) ??
        rails.routes.find((r) => r.kind === '*' && r.currency === '*');
      if (!pick) return undefined;
      if (pick.provider === 'sandbox') return { provider: 'sandbox' };
      const rail = adapters.get(pick.provider);
      return rail ? { provider: pick.provider, rail } : undefined;
    },
    provider: (name) => adapters.get(name),
    callbackUrl: (name) => urls.get(name),
  };
}
