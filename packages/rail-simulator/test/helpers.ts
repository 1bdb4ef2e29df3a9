import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../src/clock.js';
import { type Simulator, type SimulatorOptions, startSimulator } from '../src/server.js';

// biome-ignore lint/suspicious/noExplicitAny: provider JSON as the tests read it
export type Json = any;

/** A simulator on a manual clock, auto-approving after 2 s of that clock. */
export async function sim(options: SimulatorOptions = {}): Promise<Simulator & { manualClock: ManualClock }> {
  const s = await startSimulator({ clock: new ManualClock(), autoApproveMs: 2_000, ...options });
  return s as Simulator & { manualClock: ManualClock };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A callback receiver: every request it gets, in arrival order. */
export async function receiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    bodies: () => received.map((r) => JSON.parse(r.body)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** MoMo calls as a merchant makes them. */
export function momoClient(s: Simulator) {
  const m = s.credentials.momo;
  const tokens: Record<string, string> = {};
  const token = async (product: 'collection' | 'disbursement') => {
    if (tokens[product]) return tokens[product];
    const res = await fetch(`${s.url}/${product}/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${m.apiUser}:${m.apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': m.subscriptionKeys[product],
      },
    });
    tokens[product] = ((await res.json()) as { access_token: string }).access_token;
    return tokens[product];
  };
  const headers = async (product: 'collection' | 'disbursement', extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${await token(product)}`,
    'ocp-apim-subscription-key': m.subscriptionKeys[product],
    'x-target-environment': m.targetEnvironment,
    'content-type': 'application/json',
    ...extra,
  });
  return {
    token,
    headers,
    async requestToPay(opts: { msisdn?: string; amount?: string; reference?: string; callbackUrl?: string } = {}) {
      const reference = opts.reference ?? randomUUID();
      const res = await fetch(`${s.url}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: await headers('collection', {
          'x-reference-id': reference,
          ...(opts.callbackUrl ? { 'x-callback-url': opts.callbackUrl } : {}),
        }),
        body: JSON.stringify({
          amount: opts.amount ?? '1500.00',
          currency: 'GHS',
          externalId: reference,
          payer: { partyIdType: 'MSISDN', partyId: opts.msisdn ?? '233241234567' },
          payerMessage: 'Deposit',
          payeeNote: 'Deposit',
        }),
      });
      return { reference, res };
    },
    async transfer(opts: { msisdn?: string; reference?: string; callbackUrl?: string } = {}) {
      const reference = opts.reference ?? randomUUID();
      const res = await fetch(`${s.url}/disbursement/v1_0/transfer`, {
        method: 'POST',
        headers: await headers('disbursement', {
          'x-reference-id': reference,
          ...(opts.callbackUrl ? { 'x-callback-url': opts.callbackUrl } : {}),
        }),
        body: JSON.stringify({
          amount: '250.5',
          currency: 'GHS',
          externalId: reference,
          payee: { partyIdType: 'MSISDN', partyId: opts.msisdn ?? '233241234567' },
          payerMessage: 'Withdrawal',
          payeeNote: 'Withdrawal',
        }),
      });
      return { reference, res };
    },
    async status(kind: 'requesttopay' | 'transfer', reference: string) {
      const product = kind === 'requesttopay' ? 'collection' : 'disbursement';
      const res = await fetch(`${s.url}/${product}/v1_0/${kind}/${reference}`, { headers: await headers(product) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

/** Paystack calls with the secret key. */
export function paystackClient(s: Simulator) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${s.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${s.credentials.paystack.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data: Json } };
  };
  return {
    call,
    async transfer(account = '0123456789', reference: string = randomUUID()) {
      const r = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: 'Ada Obi',
        account_number: account,
        bank_code: '058',
        currency: 'NGN',
      });
      const t = await call('POST', '/transfer', {
        source: 'balance',
        amount: 250050,
        recipient: r.body.data.recipient_code,
        reason: 'Withdrawal',
        currency: 'NGN',
        reference,
      });
      return { reference, ...t };
    },
  };
}

/** Lets the simulator's event loop run until `check` holds (no wall-clock assertion). */
export async function until(check: () => boolean) {
  for (let i = 0; i < 2_000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('condition never held');
}
