// `npm start -w packages/rail-simulator`: the simulator on its own port, on the system clock.
// Credentials come from the environment or are the well-known test values below (documented in
// docs/rails.md), so nothing secret is ever printed.
import { startSimulator } from './server.js';

const env = process.env;
const int = (name: string, fallback: number) => {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v)) {
    console.error(`${name} must be a whole number`);
    process.exit(2);
  }
  return Number(v);
};

const sim = await startSimulator({
  port: int('SIM_PORT', 4100),
  host: env.SIM_HOST ?? '127.0.0.1',
  autoApproveMs: int('SIM_AUTO_APPROVE_MS', 3_000),
  expiryMs: int('SIM_EXPIRY_MS', 5 * 60_000),
  momo: {
    apiUser: env.MOMO_API_USER ?? '0b6e0a44-1b8f-4c1e-9d52-5f1d4b1c2a77',
    apiKey: env.MOMO_API_KEY ?? 'sim-momo-api-key',
    subscriptionKeys: {
      collection: env.MOMO_COLLECTION_SUBSCRIPTION_KEY ?? 'sim-collection-key',
      disbursement: env.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY ?? 'sim-disbursement-key',
    },
    targetEnvironment: env.MOMO_TARGET_ENVIRONMENT ?? 'sandbox',
  },
  paystack: {
    secretKey: env.PAYSTACK_SECRET_KEY ?? 'sk_test_simulator',
    webhookUrl: env.PAYSTACK_WEBHOOK_URL || undefined,
  },
});
console.log(`rail simulator listening on ${sim.url} (MoMo Open API, Paystack; control API at ${sim.url}/_sim/)`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
