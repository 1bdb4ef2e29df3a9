import { builder } from '../../schema/builder.js';
import { emailRule, newEmailRule, passcodeRule, passwordRule, type Session } from './service.js';

export const ViewerRef = builder.prismaObject('User', {
  name: 'Viewer',
  description: 'The signed-in account.',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: 'The user_id.' }),
    email: t.exposeString('email', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AuthPayload = builder.objectRef<Session>('AuthPayload').implement({
  description: 'A new access token. It is shown once, valid for 12 hours or until sign-out.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    userId: t.exposeID('userUuid'),
    passCode: t.exposeString('passCode', { description: 'Result of the passcode check.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ validate: newEmailRule }),
    password: t.string({ validate: passwordRule }),
    passcode: t.string({ validate: passcodeRule }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ validate: emailRule }),
    // Only presence is checked at sign-in: rules may have changed since the account was made.
    password: t.string(),
    passcode: t.string(),
  }),
});

const UpdatePasscodeInput = builder.inputType('UpdatePasscodeInput', {
  fields: (t) => ({
    currentPasscode: t.string(),
    updatedPasscode: t.string({ validate: passcodeRule }),
  }),
});

const SignOutPayload = builder.objectRef<{ revokedTokens: number }>('SignOutPayload').implement({
  fields: (t) => ({
    revokedTokens: t.exposeInt('revokedTokens', { description: 'How many active tokens were revoked.' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: ViewerRef,
    description: 'The signed-in account. Without a valid token: an UNAUTHENTICATED error.',
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
);

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.auth.signUp(input),
  }),
  signIn: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.auth.signIn(input, ctx.clientAddress),
  }),
  signOut: t.field({
    type: SignOutPayload,
    description: 'Revokes every active access token of the account.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => ({ revokedTokens: await ctx.services.auth.signOut(ctx.viewer!) }),
  }),
  updatePasscode: t.boolean({
    description: 'Replaces the passcode used at sign-in.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdatePasscodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.auth.updatePasscode(ctx.viewer!, input, ctx.clientAddress);
      return true;
    },
  }),
}));
