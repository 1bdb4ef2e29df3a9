import { randomBytes, randomUUID } from 'node:crypto';
import { createProfile, LINK, signUp } from './home.js';
import { op, post } from './http.js';

// The parties of the payments figure (`npm run bench`, `npm run bench:ab`): `n` payers, each with
// a primary wallet funded through a REST deposit (a mint), and as many recipients with a usertag.
// Client i pays from payer i to recipient i (a payer's payments are serialized by the lock on its
// wallet, as in production).

/** What each payer's primary wallet starts with (tokens). */
export const PAYER_FUNDS = 10_000;
export const PASSCODE = '246810';
export const SEND = '/network/payments/send-to-supatag';

const hex = (n: number) => randomBytes(n).toString('hex');

/** The body of each client's payment: 1 NGN to its recipient's usertag, with the passcode. */
export async function paymentBodies(url: string, n: number): Promise<string[]> {
  const payers = await Promise.all(
    Array.from({ length: n }, async () => {
      const u = await signUp(url, undefined, PASSCODE);
      await createProfile(url, u.token, `payer_${hex(5)}`);
      const fiat = (
        await op(url, u.token, LINK, {
          input: { mobileMoney: { phoneNumber: '+2348031234567', providerName: 'OPay', currency: 'NGN' } },
        })
      ).linkIdentity.identity.id as string;
      await op(
        url,
        u.token,
        `mutation($e: String!) { createWallet(input: { entropy: $e, tokenSymbols: [] }) { ... on CreateWalletSuccess { wallet { address } } } }`,
        { e: `bench${hex(8)}` },
      );
      const deposit = await post(
        url,
        '/network/stablecoins/mint',
        {
          access_token: u.token,
          user_id: u.userId,
          fiat_linked_acc_uuid: fiat,
          network_linked_acc_uuid: 'primary',
          amount: PAYER_FUNDS,
        },
        { 'idempotency-key': randomUUID() },
      );
      if (deposit.status !== 201)
        throw new Error(`deposit for a payer: ${deposit.status} ${deposit.text.slice(0, 300)}`);
      return u;
    }),
  );
  const recipients = await Promise.all(
    Array.from({ length: n }, async () => {
      const u = await signUp(url);
      const usertag = `payee_${hex(5)}`;
      await createProfile(url, u.token, usertag);
      return usertag;
    }),
  );
  return payers.map((u, i) =>
    JSON.stringify({
      access_token: u.token,
      user_id: u.userId,
      recipient_usertag: recipients[i],
      amount: 1,
      fx_iso: 'NGN',
      passcode: PASSCODE,
    }),
  );
}

/** One payment with a fresh Idempotency-Key; true when it answers 201 confirmed. */
export async function pay(url: string, body: string): Promise<boolean> {
  const res = await fetch(`${url}${SEND}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });
  const text = await res.text();
  return res.status === 201 && text.includes('"status":"confirmed","direction":"sent"');
}
