import { randomUUID } from 'node:crypto';
import { call, type signUp } from './service.js';

// What the lockout tests share (test/auth-lockout.test.ts, test/auth-lockout-outage.test.ts):
// sign-in and a payment by usertag (the funded payer is scenario.ts's `payer`).

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

/** Sends 1 NGN to a usertag, by REST, with an idempotency key. */
export const pay = (
  base: string,
  from: { creds: object; passcode: string },
  to: string,
  key: string = randomUUID(),
  passcode = from.passcode,
) =>
  call(base, 'POST', SEND, { ...from.creds, recipient_usertag: to, amount: 1, passcode }, { 'idempotency-key': key });
