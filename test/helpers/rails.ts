import type { Simulator } from '@financial-account-service/rail-simulator';
import type { ExpectStatic } from 'vitest';
import { chainView, confirmedUnits, ledger, type MoneyUser } from './money.js';
import { call } from './service.js';

// What the rails' fault tests share: a child instance pointed at a simulator that runs in the
// test process (a provider outlives the service), a user with a bank account on Paystack, and
// the treasury as the provider, the service, the ledger and the chain each tell it.

/** The environment that routes mobile money to MoMo and banks to Paystack, both at `sim`. */
export function simRailsEnv(sim: Simulator): Record<string, string> {
  const c = sim.credentials;
  return {
    RAIL_SIMULATOR: 'false',
    RAILS: 'momo:MOBILE_MONEY:*,paystack:BANK:*',
    MOMO_BASE_URL: sim.url,
    MOMO_API_USER: c.momo.apiUser,
    MOMO_API_KEY: c.momo.apiKey,
    MOMO_COLLECTION_SUBSCRIPTION_KEY: c.momo.subscriptionKeys.collection,
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: c.momo.subscriptionKeys.disbursement,
    MOMO_TARGET_ENVIRONMENT: c.momo.targetEnvironment,
    PAYSTACK_BASE_URL: sim.url,
    PAYSTACK_SECRET_KEYS: c.paystack.secretKey,
  };
}

/** Links a Paystack bank account (NGN) to `u` and makes it the user's fiat account. */
export async function withBankAccount(base: string, u: MoneyUser, accountNumber = '0123456789'): Promise<MoneyUser> {
  const linked = await call(base, 'POST', '/v1/identity/create', {
    mmo: {},
    bank: {
      access_token: u.access_token,
      user_id: u.user_id,
      bank_ac: accountNumber,
      bank_sc: '058',
      bank_name: 'GTBank',
      fx_iso: 'NGN',
    },
    govid: {},
    crypto: {},
  });
  if (linked.status !== 201) throw new Error(`bank identity: ${JSON.stringify(linked.body)}`);
  return { ...u, fiat: linked.body.message.bank[0].identity_uuid };
}

/** Per provider and currency as the provider's books say: collected − paid out (refunds included), minor units. */
export function providerHeld(sim: Simulator): Map<string, bigint> {
  const held = new Map<string, bigint>();
  for (const t of sim.transactions()) {
    if (t.state !== 'successful') continue;
    const key = `${t.provider}:${t.currency}`;
    held.set(key, (held.get(key) ?? 0n) + (t.kind === 'collection' ? t.amountMinor : -t.amountMinor));
  }
  return held;
}

/** fas_rail_treasury_held of the instance at `base`, by `provider:currency`, in minor units. */
export async function serviceHeld(base: string): Promise<Map<string, bigint>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const held = new Map<string, bigint>();
  for (const m of text.matchAll(/^fas_rail_treasury_held\{([^}]*)\} (\S+)$/gm)) {
    const labels = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    const [whole, frac = ''] = m[2].replace('-', '').split('.');
    const minor = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
    held.set(`${labels.provider}:${labels.currency}`, m[2].startsWith('-') ? -minor : minor);
  }
  return held;
}

/**
 * Per currency and rail: collected − paid out − refunded at the provider = the service's
 * treasury = the tokens outstanding in the ledger = the token's supply on chain (every holder of
 * the token among `users`). Returns the figures, for the test to print.
 */
export async function expectTreasuryBalanced(
  sim: Simulator,
  base: string,
  rpcUrl: string,
  rails: Array<{ provider: 'momo' | 'paystack'; currency: string; users: MoneyUser[] }>,
  expect: ExpectStatic,
) {
  const atProvider = providerHeld(sim);
  const inService = await serviceHeld(base);
  const view = chainView(rpcUrl);
  const figures: string[] = [];
  for (const { provider, currency, users } of rails) {
    let outstanding = 0n;
    for (const u of users)
      outstanding += confirmedUnits((await ledger(base, u)).filter((r) => r.tokenAmount.currency === currency));
    const supply = await view.supply(users[0].tokens[currency]);
    const key = `${provider}:${currency}`;
    figures.push(
      `${key} provider ${atProvider.get(key) ?? 0n} service ${inService.get(key) ?? 0n} ledger ${outstanding / 10n ** 16n} supply ${supply / 10n ** 16n} (minor units)`,
    );
    expect(outstanding % 10n ** 16n).toBe(0n);
    expect({ key, provider: atProvider.get(key) ?? 0n, service: inService.get(key) ?? 0n }).toEqual({
      key,
      provider: outstanding / 10n ** 16n,
      service: outstanding / 10n ** 16n,
    });
    expect(supply).toBe(outstanding);
  }
  return figures;
}

/** Waits until the process `pid` has exited (anvil's watcher ends it once its Node parent is gone). */
export async function gone(pid: number, isAlive: (pid: number) => boolean) {
  for (let i = 0; i < 200 && Number.isSafeInteger(pid) && pid > 0 && isAlive(pid); i++)
    await new Promise((r) => setTimeout(r, 50));
}
