import { ConflictError, NotFoundError } from '../../kernel/errors.js';
import type { DeviceSession } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { uuidRule } from '../../kernel/rules.js';
import { emailRule, newEmailRule, passwordRule } from './service.js';
import { ViewerRef } from './schema.js';
import type { IssuedSession } from './accounts.js';

// E-mail verification, password reset, refresh tokens and sessions per device (docs/accounts.md).

const DeviceSessionRef = builder.objectRef<DeviceSession>('DeviceSession').implement({
  description: 'A signed-in device: one sign-in and the tokens it was given since (refreshes included).',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: 'The session id (a UUID), as signOutSession takes it.' }),
    device: t.exposeString('device', {
      description: 'Browser and system named from the User-Agent at sign-in, e.g. "Firefox 128 on Ubuntu".',
    }),
    ipPrefix: t.exposeString('ipPrefix', {
      description: 'The network signed in from: the address cut to /24 (IPv4) or /48 (IPv6); never the full address.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the session signed in.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      description: 'When its tokens were last used or refreshed (written at most every 5 minutes).',
    }),
    current: t.boolean({
      description: 'Whether this is the session of the token making this request.',
      resolve: (s, _args, ctx) => ctx.viewer?.deviceSession?.id === s.id,
    }),
  }),
});

builder.objectField(ViewerRef, 'sessions', (t) =>
  t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: [DeviceSessionRef],
    description:
      'Your signed-in devices (sessions neither signed out nor expired), the latest used first. Needs an access token: under an API token it is a FORBIDDEN error.',
    resolve: (_user, _args, ctx) => ctx.services.accounts.listSessions(ctx.viewer),
  }),
);

const RefreshedSession = builder.objectRef<IssuedSession & { userUuid: string }>('RefreshedSession').implement({
  description: 'The tokens a refresh token was traded for; the refresh token presented no longer works.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', {
      description: 'A new access token of the same session, valid 12 hours.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the new access token expires.' }),
    refreshToken: t.exposeString('refreshToken', {
      description: 'The next refresh token of the session (shown once), valid 30 days.',
    }),
    refreshExpiresAt: t.expose('refreshExpiresAt', {
      type: 'DateTime',
      description: 'When the new refresh token stops working unless used.',
    }),
    userId: t.exposeID('userUuid', { description: "The account's id (its user_id, a UUID)." }),
  }),
});

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  description: 'The code of a verification mail.',
  fields: (t) => ({
    code: t.string({ description: 'The code as mailed; it works once, for 24 hours.' }),
  }),
});

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  description: 'The address to move the account to, and the password to prove it is you.',
  fields: (t) => ({
    email: t.string({
      validate: newEmailRule,
      description: 'The new address, trimmed and lower-cased; a code is mailed to it.',
    }),
    password: t.string({ description: "The account's current password." }),
  }),
});

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  description: 'The address of the account whose password was forgotten.',
  fields: (t) => ({
    email: t.string({
      validate: emailRule,
      description: 'Trimmed and lower-cased; the answer is the same whether or not an account has it.',
    }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'A reset code and the new password.',
  fields: (t) => ({
    code: t.string({ description: 'The code of the reset mail; it works once, for 30 minutes.' }),
    password: t.string({ validate: passwordRule, description: 'The new password: 8 to 128 characters.' }),
  }),
});

const RefreshSessionInput = builder.inputType('RefreshSessionInput', {
  description: 'A refresh token to trade.',
  fields: (t) => ({
    refreshToken: t.string({ description: 'The latest refresh token of the session (`fasr_…`).' }),
  }),
});

const SignOutSessionInput = builder.inputType('SignOutSessionInput', {
  description: 'The session to sign out.',
  fields: (t) => ({
    id: t.id({ validate: uuidRule('id'), description: 'Its id (DeviceSession.id, a UUID).' }),
  }),
});

const Done = builder.objectRef<{ done: boolean }>('AccountActionResult').implement({
  description: 'What an account action did.',
  fields: (t) => ({
    done: t.exposeBoolean('done', {
      description:
        'True when the action was taken; for requestPasswordReset always true (it never says whether the address has an account).',
    }),
  }),
});

const SignedOutSessions = builder.objectRef<{ count: number }>('SignedOutSessions').implement({
  description: 'How many sessions were signed out.',
  fields: (t) => ({
    count: t.exposeInt('count', {
      description: 'Sessions signed out (their access and refresh tokens no longer work).',
    }),
  }),
});

const done = (name = 'result') => ({ types: [], dataField: { name, description: 'What was done.' } });

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: Done,
    errors: { types: [ConflictError], dataField: { name: 'result', description: 'What was done.' } },
    description:
      "Proves the account's e-mail address with the code mailed to it (after sign-up, resendVerificationEmail, or changeEmail: then the new address becomes the account's). Needs no token. A wrong, expired or used code is an InvalidInputError naming `code`; a changeEmail code whose address another account took meanwhile is a ConflictError naming `email`; too many codes from one address are RATE_LIMITED.",
    args: { input: t.arg({ type: VerifyEmailInput, required: true, description: 'The mailed code.' }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.accounts.verifyEmail(input.code, ctx.clientAddress);
      return { done: true };
    },
  }),
  resendVerificationEmail: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: Done,
    errors: done(),
    description:
      'Mails a new verification code (the earlier ones stop working). done is false when the address is already verified. At most 3 per hour per account (RATE_LIMITED). Needs an access token.',
    resolve: async (_root, _args, ctx) => ({
      done: await ctx.services.accounts.resendVerification(ctx.viewer, ctx.clientAddress),
    }),
  }),
  changeEmail: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: Done,
    errors: { types: [ConflictError], dataField: { name: 'result', description: 'What was done.' } },
    description:
      "Asks to move the account to a new e-mail address: a code is mailed to the new address and a notice to the current one; the account keeps its address until verifyEmail takes that code (then the new one is the account's, verified, and the old one is told). A wrong password is an InvalidInputError naming `password`; an address another account has is a ConflictError. At most 3 per hour per account (RATE_LIMITED). Needs an access token.",
    args: {
      input: t.arg({ type: ChangeEmailInput, required: true, description: 'The new address and the password.' }),
    },
    resolve: async (_root, { input }, ctx) => ({
      done: await ctx.services.accounts.changeEmail(ctx.viewer, input.email, input.password, ctx.clientAddress),
    }),
  }),
  requestPasswordReset: t.field({
    type: Done,
    errors: done(),
    description:
      'Mails a password reset code to the address when an account has it. The answer is the same, in the same time, whether or not it does. At most 3 per hour per address asked for and 20 per client address (RATE_LIMITED). Needs no token.',
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true, description: 'The address.' }) },
    resolve: async (_root, { input }, ctx) => ({
      done: await ctx.services.accounts.requestPasswordReset(input.email, ctx.clientAddress),
    }),
  }),
  resetPassword: t.field({
    type: Done,
    errors: done(),
    description:
      'Sets a new password with a reset code. Every session of the account is signed out (access and refresh tokens revoked, streams ended) and a notice is mailed; API tokens stay. A wrong, expired or used code is an InvalidInputError naming `code`. Needs no token.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true, description: 'The code and the new password.' }) },
    resolve: async (_root, { input }, ctx) => ({
      done: await ctx.services.accounts.resetPassword(input.code, input.password, ctx.clientAddress),
    }),
  }),
  refreshSession: t.field({
    type: RefreshedSession,
    errors: { types: [], dataField: { name: 'session', description: 'The new tokens.' } },
    description:
      'Trades a refresh token for a new access token and a new refresh token of the same session (rotation). An unknown, expired or revoked refresh token is a top-level UNAUTHENTICATED error; one already traded is too, and signs the whole session out (a stolen copy was used). Needs no access token.',
    args: { input: t.arg({ type: RefreshSessionInput, required: true, description: 'The refresh token.' }) },
    resolve: (_root, { input }, ctx) => ctx.services.accounts.refresh(input.refreshToken),
  }),
  signOutSession: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: SignedOutSessions,
    errors: { types: [NotFoundError], dataField: { name: 'signedOut', description: 'What was signed out.' } },
    description:
      "Signs one of your sessions out: its access and refresh tokens stop working and its streams end. Another account's or an unknown session is a NotFoundError. Needs an access token.",
    args: { input: t.arg({ type: SignOutSessionInput, required: true, description: 'The session.' }) },
    resolve: async (_root, { input }, ctx) => ({
      count: (await ctx.services.accounts.signOutSession(ctx.viewer, String(input.id))) ? 1 : 0,
    }),
  }),
  signOutOtherSessions: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: SignedOutSessions,
    errors: { types: [], dataField: { name: 'signedOut', description: 'What was signed out.' } },
    description:
      "Signs out every session but the one making the request (access tokens from before sessions per device too); the others' refresh tokens stop working. API tokens stay. Needs an access token.",
    resolve: async (_root, _args, ctx) => ({ count: await ctx.services.accounts.signOutOtherSessions(ctx.viewer) }),
  }),
}));
