import { NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import type { ApiToken } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { uuidRule } from '../../kernel/rules.js';
import { ViewerRef } from '../auth/schema.js';
import { API_TOKEN_SCOPES } from '../../kernel/viewer.js';
import { apiTokenNameRule, expiresInDaysRule, MAX_ACTIVE_API_TOKENS, scopesRule } from './service.js';

// API settings (docs/api-tokens.md). Only an access token (a signed-in user) may see, make or
// revoke API tokens: the fields ask for the ACCOUNT scope, which no API token carries.

const SCOPE_DESCRIPTIONS = {
  READ: 'Every query and subscription: the account, profile, identities (without secrets), conversations, balances, transactions and payments.',
  CHAT: 'Conversations, messages, reactions, read receipts and groups.',
  PROFILE: 'The profile, aliases, linked identities and channels.',
  MONEY:
    'Deposits (mint), withdrawals (burn), payment quotes, payments and wallet tokens. Payments still ask for the passcode.',
  SECRETS:
    "Identity secrets (a government ID number, a linked wallet's private key): GraphQL still asks for the passcode; the legacy REST identity answers include them only under this scope.",
  WEBHOOKS:
    'Webhook endpoints: create, change, disable, rotate their secrets, send test events, see and redeliver deliveries.',
} satisfies Record<(typeof API_TOKEN_SCOPES)[number], string>;

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'What an API token may do. Each root field needs one; an access token has them all.',
  values: Object.fromEntries(API_TOKEN_SCOPES.map((s) => [s, { description: SCOPE_DESCRIPTIONS[s] }])) as Record<
    (typeof API_TOKEN_SCOPES)[number],
    { description: string }
  >,
});

const ApiTokenRef = builder.prismaObject('ApiToken', {
  description:
    'A personal API token (API settings). Its secret is shown once, by createApiToken; only a hash is stored.',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The token's id (a UUID), as revokeApiToken takes it." }),
    name: t.exposeString('name', { description: 'The name its owner gave it.' }),
    scopes: t.field({
      type: [ApiTokenScopeEnum],
      select: { scopes: true },
      resolve: (token) => token.scopes,
      description: 'What it may do.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops working.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last accepted, to within five minutes; null if never used.',
    }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was revoked; null while it is not.',
    }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  apiTokens: t.withAuth({ authenticated: 'ACCOUNT' }).prismaField({
    type: [ApiTokenRef],
    description: `Your active API tokens (neither revoked nor expired), newest first; at most ${MAX_ACTIVE_API_TOKENS}. Needs an access token: under an API token it is null with a FORBIDDEN error.`,
    nullable: true,
    resolve: (query, _user, _args, ctx) => ctx.services.apiTokens.list(ctx.viewer, query),
  }),
}));

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token. A value outside its rule is an InvalidInputError naming the field.',
  fields: (t) => ({
    name: t.string({
      validate: apiTokenNameRule,
      description: 'What it is for: trimmed, 1 to 64 characters without control characters (need not be unique).',
    }),
    scopes: t.field({
      type: [ApiTokenScopeEnum],
      validate: scopesRule,
      description: 'What it may do: at least one scope (repeats count once).',
    }),
    expiresInDays: t.int({
      validate: expiresInDaysRule,
      description: 'How many days it works, from now: 1 to 365.',
    }),
  }),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'The API token to revoke.',
  fields: (t) => ({
    id: t.id({ validate: uuidRule('id'), description: 'Its id (a UUID; an InvalidInputError otherwise).' }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: ApiToken }>('CreatedApiToken').implement({
  description: 'A new API token and its secret.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'The secret (`fpat_` then 256 random bits in base64url): send it as `Authorization: Bearer <token>`. Shown only here; the service stores its SHA-256 hash.',
    }),
    apiToken: t.field({
      type: ApiTokenRef,
      resolve: (created) => created.apiToken,
      description: 'Its record, as viewer.apiTokens lists it.',
    }),
  }),
});

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ authenticated: 'ACCOUNT' }).field({
    type: CreatedApiToken,
    errors: {
      types: [UnprocessableError],
      dataField: { name: 'created', description: 'The token, with its secret shown this once.' },
    },
    description: `Makes a personal API token with the scopes and lifetime you choose. More than ${MAX_ACTIVE_API_TOKENS} active tokens is an UnprocessableError. Needs an access token (FORBIDDEN under an API token).`,
    args: {
      input: t.arg({ type: CreateApiTokenInput, required: true, description: 'Its name, scopes and lifetime.' }),
    },
    resolve: (_root, { input }, ctx) => ctx.services.apiTokens.create(ctx.viewer, input),
  }),
  revokeApiToken: t.withAuth({ authenticated: 'ACCOUNT' }).prismaField({
    type: ApiTokenRef,
    errors: {
      types: [NotFoundError],
      dataField: { name: 'apiToken', description: 'The token, now revoked.' },
    },
    description:
      "Revokes one of your API tokens: refused at once on this instance, on the others within the event bus's latency, and its live streams end. Revoking it again answers it unchanged; another user's or an unknown token is a NotFoundError. Needs an access token.",
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true, description: 'The token to revoke.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.apiTokens.revoke(ctx.viewer, String(input.id), queried(query)),
  }),
}));
