import { ConflictError } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import type { User } from '../../generated/prisma/client.js';
import type { Actor } from '../../kernel/viewer.js';
import { emailRule, newEmailRule, passcodeRule, passwordRule, type Session } from './service.js';

export const ViewerRef = builder.prismaObject('User', {
  name: 'Viewer',
  description: 'The signed-in account.',
  // Select mode: only the columns the selected fields name (never the password or passcode
  // hash). The row id is always there: the viewer's own fields (unreadCount, wallet) key on it.
  select: { id: true },
  // Fields the response cache keeps say `cache` (src/schema/cache-plugin.ts): the trigger on "User"
  // tells the user of every change to their row.
  fields: (t) => ({
    id: t.exposeID('uuid', { cache: true, description: 'The user_id: a UUID that names the account everywhere.' }),
    email: t.exposeString('email', {
      cache: true,
      nullable: true,
      description:
        'The e-mail address signed in with, trimmed and lower-cased at sign-up; unique whatever the case. Null only for a service account, which never signs in.',
    }),
    createdAt: t.expose('createdAt', {
      cache: true,
      type: 'DateTime',
      description: 'When the account was signed up.',
    }),
    emailVerified: t.boolean({
      select: { emailVerifiedAt: true },
      description:
        'Whether the e-mail address was proven with the code mailed to it (verifyEmail). With REQUIRE_VERIFIED_EMAIL on, money operations need it.',
      resolve: (user) => user.emailVerifiedAt !== null,
    }),
  }),
});

const PasscodeStatus = builder.enumType('PasscodeStatus', {
  description: 'What the passcode check of a sign-up or sign-in did.',
  values: {
    SET: { description: 'The passcode was set (sign-up).' },
    VERIFIED: { description: 'The passcode was checked and is correct (sign-in).' },
  } as const,
});

export const AuthSession = builder.objectRef<Session>('AuthSession').implement({
  description: 'A new access token. It is shown once, valid for 12 hours or until sign-out.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', {
      description:
        'The bearer token (`fas_` then 256 random bits in base64url): send it as `Authorization: Bearer <token>`. Shown only here; the service stores its SHA-256 hash.',
    }),
    userId: t.exposeID('userUuid', { description: "The account's id (its user_id, a UUID): the Viewer's id." }),
    passcodeStatus: t.field({
      type: PasscodeStatus,
      description: 'What the passcode check did: SET after sign-up, VERIFIED after sign-in.',
      resolve: (s) => s.passcodeStatus,
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When the token stops working: 12 hours after it was issued (sign-out revokes it sooner).',
    }),
    refreshToken: t.exposeString('refreshToken', {
      description:
        'The refresh token of this device session (`fasr_` then 256 random bits): trade it with refreshSession for a new access token and a new refresh token before or after the access token expires. Each works once; one presented again signs the session out. Valid 30 days from issue.',
    }),
    refreshExpiresAt: t.expose('refreshExpiresAt', {
      type: 'DateTime',
      description: 'When the refresh token stops working unless used: 30 days after it was issued.',
    }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'Credentials of a new account. A value outside its rule is an InvalidInputError naming the field.',
  fields: (t) => ({
    email: t.string({
      validate: newEmailRule,
      description:
        'Trimmed and lower-cased, then a valid e-mail address of at most 254 characters with at most 64 before the @. Unique whatever the case: an address already signed up is a ConflictError.',
    }),
    password: t.string({
      validate: passwordRule,
      description: '8 to 128 characters. Stored only as an argon2id hash.',
    }),
    passcode: t.string({
      validate: passcodeRule,
      description:
        '4 to 8 digits, sent as a string. Asked again at sign-in, to change it and to reveal secrets; stored only as an argon2id hash.',
    }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  description:
    'Credentials of an existing account. An unknown e-mail, a wrong password and a wrong passcode all give the same UNAUTHENTICATED error.',
  fields: (t) => ({
    email: t.string({
      validate: emailRule,
      description:
        'Trimmed and lower-cased, then a valid e-mail address of at most 254 characters (an InvalidInputError otherwise); any address already signed up is accepted.',
    }),
    // Only presence is checked at sign-in: rules may have changed since the account was made.
    password: t.string({ description: "The account's password; only a wrong value (UNAUTHENTICATED) is refused." }),
    passcode: t.string({
      description: "The account's passcode, as a string; only a wrong value (UNAUTHENTICATED) is refused.",
    }),
  }),
});

const UpdatePasscodeInput = builder.inputType('UpdatePasscodeInput', {
  description: 'The passcode in force and its replacement.',
  fields: (t) => ({
    currentPasscode: t.string({
      description:
        'The passcode in force. A wrong one is FORBIDDEN and counts as a failure for the account (RATE_LIMITED while the account is locked).',
    }),
    newPasscode: t.string({
      validate: passcodeRule,
      description: 'The new passcode: 4 to 8 digits, sent as a string (an InvalidInputError otherwise).',
    }),
  }),
});

const SignOutPayload = builder.objectRef<{ revokedTokens: number }>('SignOutPayload').implement({
  description: 'What sign-out did.',
  fields: (t) => ({
    revokedTokens: t.exposeInt('revokedTokens', {
      description: 'How many active tokens were revoked, the one used for this request included.',
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.withAuth({ authenticated: 'READ' }).prismaField({
    type: ViewerRef,
    cache: true,
    nullable: true,
    description:
      'The signed-in account. Without a valid token: null with an UNAUTHENTICATED error (other root fields still answer).',
    resolve: (query, _root, _args, ctx) =>
      fromSession(query, ctx.viewer) ?? ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.id } }),
  }),
);

/** Columns the session already holds (src/modules/auth/sessions.ts reads them with the token). */
const SESSION_COLUMNS = new Set(['id', 'uuid']);

/**
 * The viewer without a statement when the selection needs nothing the session lacks
 * (`{ viewer { id } }`, or only fields that key on the row id such as unreadCount). The session
 * is the authority for the token's account anyway: the row is not re-read to be trusted.
 */
function fromSession(query: { select?: Record<string, unknown>; include?: unknown }, viewer: Actor) {
  if (query.include || !query.select) return null;
  for (const key in query.select) if (!SESSION_COLUMNS.has(key)) return null;
  return { id: viewer.id, uuid: viewer.uuid } as User;
}

const session = (what: string, ...types: (typeof ConflictError)[]) => ({
  types,
  dataField: { name: 'session', description: `The access token ${what}, with the account's id.` },
});

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthSession,
    errors: session('of the new account', ConflictError),
    description:
      'Creates an account and returns its first access token; needs no token. A value outside the rules is an InvalidInputError; an e-mail already signed up is a ConflictError.',
    args: {
      input: t.arg({
        type: SignUpInput,
        required: true,
        description: "The new account's e-mail, password and passcode.",
      }),
    },
    resolve: (_root, { input }, ctx) =>
      ctx.services.auth.signUp(input, { clientAddress: ctx.clientAddress, userAgent: ctx.userAgent }),
  }),
  signIn: t.field({
    type: AuthSession,
    errors: session('just issued'),
    description:
      'Checks e-mail, password and passcode and returns a new access token (earlier tokens stay valid). An e-mail outside its rule is an InvalidInputError. Wrong credentials are a top-level UNAUTHENTICATED error; past the failure limit per account or client address every attempt is RATE_LIMITED until the window passes.',
    args: { input: t.arg({ type: SignInInput, required: true, description: "The account's credentials." }) },
    resolve: (_root, { input }, ctx) => ctx.services.auth.signIn(input, ctx.clientAddress, ctx.userAgent),
  }),
  signOut: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: SignOutPayload,
    description:
      'Revokes every active access token of the account (not only the one used) and ends its subscriptions. Requires a token (UNAUTHENTICATED otherwise).',
    resolve: async (_root, _args, ctx) => ({ revokedTokens: await ctx.services.auth.signOut(ctx.viewer) }),
  }),
  updatePasscode: t.withAuth({ authenticated: 'ACCOUNT' }).prismaField({
    type: ViewerRef,
    errors: { types: [], dataField: { name: 'viewer', description: 'The account, now with the new passcode.' } },
    description:
      'Replaces the passcode asked at sign-in and to reveal secrets. A new passcode outside its rule is an InvalidInputError. A wrong current passcode is a top-level FORBIDDEN error, and RATE_LIMITED past the failure limit. Requires a token.',
    args: {
      input: t.arg({ type: UpdatePasscodeInput, required: true, description: 'The current and the new passcode.' }),
    },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.auth.updatePasscode(ctx.viewer, input, ctx.clientAddress, queried(query)),
  }),
}));
