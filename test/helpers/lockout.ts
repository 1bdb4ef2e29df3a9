import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { payee } from './scenario.js';
import { call, gql, type signUp } from './service.js';

// What the lockout tests share (test/auth-lockout.test.ts, test/auth-lockout-outage.test.ts):
// sign-in, a funded payer, a payment by usertag.

const SIGN_IN = '/account/auth/sign-in';
const SEND = '/network/payments/send-to-supatag';

export type User = Awaited<ReturnType<typeof signUp>>;
/** Signs in with the user's credentials, or a wrong password. */
export const signIn = (base: string, u: User, wrong = false) =>
  call(base, 'POST', SIGN_IN, {
    email: u.email,
    password: wrong ? 'not the password' : u.password,
    passcode: u.passcode,
  });

/** A user with a profile and a primary wallet holding `amount` NGN, minted through a deposit. */
export async function payer(base: string, amount: number) {
  const p = await payee(base);
  const mmo = await call(base, 'POST', '/v1/identity/create', {
    mmo: { ...p.creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN', relay_catch_all: false },
    bank: {},
    govid: {},
    crypto: {},
  });
  expect(mmo.status).toBe(201);
  const wallet = await gql(
    base,
    `mutation { createWallet(input: { entropy: "lockoutEntropy01", tokenSymbols: [] }) { __typename } }`,
    undefined,
    p.access_token,
  );
  expect(wallet.body.data?.createWallet?.__typename).toBe('CreateWalletSuccess');
  const mint = await call(
    base,
    'POST',
    '/network/stablecoins/mint',
    {
      ...p.creds,
      fiat_linked_acc_uuid: mmo.body.message.mmo[0].identity_uuid,
      network_linked_acc_uuid: 'primary',
      amount,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(mint.status).toBe(201);
  return p;
}

/** Sends 1 NGN to a usertag, by REST, with an idempotency key. */
export const pay = (
  base: string,
  from: { creds: object; passcode: string },
  to: string,
  key: string = randomUUID(),
  passcode = from.passcode,
) =>
  call(base, 'POST', SEND, { ...from.creds, recipient_usertag: to, amount: 1, passcode }, { 'idempotency-key': key });
