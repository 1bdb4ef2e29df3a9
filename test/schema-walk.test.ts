import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.js';
import { fullUser, op, socialise, type FullUser } from './helpers/scenario.js';
import { call, gql } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

// Every valid selection works (issue 11, item 7). The test walks the schema from each root
// query field and sends one query per selection: each scalar alone, `__typename` alone, each
// object field with each selection of its type beneath it, connections with only
// `edges { cursor }` or only `pageInfo`, and `first: 1` / `last: 1` / `after` / `before` and
// filter variants. Selecting one thing alone is what finds a resolver whose database select
// ends up empty or lacks a column it needs. The users have data in every area, so the fields
// resolve real rows; no answer may be an INTERNAL_SERVER_ERROR (masked as "Unexpected error.").
// Documented errors (FORBIDDEN for a passcode-gated field without the passcode) are fine.
//
// The walk is deterministic: schema order, no randomness.

/** Object levels below a root field (connection, edge and PageInfo levels do not count). */
const MAX_DEPTH = 4;

type Composite = GraphQLObjectType | GraphQLInterfaceType;
type Field = GraphQLField<unknown, unknown>;

/** What one viewer's walk fills arguments with. */
interface Inputs {
  token: string;
  /**
   * Values by argument name (or `field.argument`, first, where the name alone is ambiguous: `id`):
   * the first fills a required argument; each is a variant of an optional one.
   */
  values: Record<string, unknown[]>;
  /** A real cursor of each connection type, for `after` / `before`. */
  cursors: Record<string, string>;
}

const svc = useService({
  // The wrong-passcode variants count as failures: no lock-out in the middle of the walk.
  AUTH_MAX_FAILURES_PER_ACCOUNT: '10000',
  AUTH_MAX_FAILURES_PER_ADDRESS: '10000',
});
let base: string;
let alice: FullUser;
let bob: FullUser;
const walkers: Record<string, Inputs> = {};

beforeAll(async () => {
  base = svc.url;
  // Alice has one of everything: profile, alias, the four identities, a channel, a mint to her
  // crypto identity and a burn from it, the primary wallet with a mint to it (and the Wallet
  // contact's messages), a conversation with Bob (messages both ways, a reaction, a pinned
  // message) and a group with him. Bob has no money and no wallet: the null branches.
  alice = await fullUser(base, { mint: 25 });
  bob = await fullUser(base);
  const burn = await call(base, 'POST', '/network/stablecoins/burn', {
    ...alice.creds,
    fiat_linked_acc_uuid: alice.ids.mmo,
    network_linked_acc_uuid: alice.ids.crypto,
    amount: 5,
  });
  expect(burn.status).toBe(201);
  const created = await op(
    base,
    alice.access_token,
    'mutation { createWallet(input: { entropy: "walkEntropy2026", tokenSymbols: [] }) { __typename } }',
  );
  expect(created.createWallet.__typename).toBe('CreateWalletSuccess');
  const mint = await call(base, 'POST', '/network/stablecoins/mint', {
    ...alice.creds,
    fiat_linked_acc_uuid: alice.ids.bank,
    network_linked_acc_uuid: 'primary',
    amount: 10,
  });
  expect(mint.status).toBe(201);
  const social = await socialise(base, alice, bob);
  // A payment from Alice to Bob: both see it (payment, viewer.payments, Message.payment).
  const paid = await call(base, 'POST', '/network/payments/send-to-supatag', {
    ...alice.creds,
    recipient_usertag: bob.usertag,
    amount: 1,
    passcode: alice.passcode,
  });
  expect(paid.status).toBe(201);
  const payment = paid.body.message.data[0].id as string;
  const bobSide = (
    await op(
      base,
      bob.access_token,
      'mutation($c: ID) { createConversation(input: { contactId: $c }) { ... on CreateConversationSuccess { conversation { id } } } }',
      { c: alice.user_id },
    )
  ).createConversation.conversation.id as string;
  const sent = await op(
    base,
    bob.access_token,
    'mutation($c: ID!) { sendMessage(input: { conversationId: $c, text: "hi Ama" }) { __typename } }',
    { c: bobSide },
  );
  expect(sent.sendMessage.__typename).toBe('SendMessageSuccess');
  const pinned = await op(
    base,
    alice.access_token,
    'mutation($c: ID!, $m: ID) { updateConversation(input: { id: $c, isPinned: true, pinnedMessageId: $m }) { __typename } }',
    { c: social.conversation, m: social.message },
  );
  expect(pinned.updateConversation.__typename).toBe('UpdateConversationSuccess');
  const aliceTx: string = (
    await op(base, alice.access_token, '{ viewer { stablecoinTransactions(first: 1) { edges { node { id } } } } }')
  ).viewer.stablecoinTransactions.edges[0].node.id;
  const inputs = async (user: FullUser, conversation: string, contact: FullUser): Promise<Inputs> => {
    const seen = await op(
      base,
      user.access_token,
      `{ conversations(first: 1) { edges { cursor } } messages(first: 1) { edges { cursor } }
         viewer { stablecoinTransactions(first: 1) { edges { cursor } } payments(first: 1) { edges { cursor } } } }`,
    );
    const cursors: Record<string, string> = {};
    const first = (name: string, edges: Array<{ cursor: string }>) => {
      if (edges[0]) cursors[name] = edges[0].cursor;
    };
    first('ConversationConnection', seen.conversations.edges);
    first('MessageConnection', seen.messages.edges);
    first('StablecoinTransactionConnection', seen.viewer.stablecoinTransactions.edges);
    first('PaymentConnection', seen.viewer.payments.edges);
    return {
      token: user.access_token,
      cursors,
      values: {
        conversationId: [conversation],
        groupId: [social.group],
        'conversation.id': [conversation],
        'group.id': [social.group],
        'payment.id': [payment],
        // Alice's: her own transaction, and for Bob someone else's (the null answer).
        'stablecoinTransaction.id': [aliceTx],
        userIds: [[contact.user_id]],
        base: [{ enum: 'NGN' }],
        quote: [{ enum: 'GHS' }],
        usertag: [contact.usertag],
        passcode: [user.passcode, '000000'],
        startingAfter: [conversation],
        first: [1],
        last: [1],
      },
    };
  };
  walkers.alice = await inputs(alice, social.conversation, bob);
  walkers.bob = await inputs(bob, bobSide, alice);
}, 180_000);

// ------------------------------------------------------------------------- the generator

/** Connection wrappers are not levels of data. */
const counts = (type: GraphQLNamedType) => !/(Connection|Edge)$/.test(type.name) && type.name !== 'PageInfo';

const literal = (value: unknown) =>
  value && typeof value === 'object' && 'enum' in value ? String(value.enum) : JSON.stringify(value);

function renderArgs(args: Record<string, unknown>) {
  const parts = Object.entries(args).map(([name, value]) => `${name}: ${literal(value)}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** One query per selection, from every root query field; `covered` collects `Type.field`. */
function generate({ values, cursors }: Inputs, covered: Set<string>): string[] {
  /** The required arguments (real ids), or null when there is no value for one. */
  const requiredArgs = (field: Field): Record<string, unknown> | null => {
    const out: Record<string, unknown> = {};
    for (const arg of field.args) {
      if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
      const value = (values[`${field.name}.${arg.name}`] ?? values[arg.name])?.[0];
      if (value === undefined) return null;
      out[arg.name] = value;
    }
    return out;
  };

  /** Each optional argument alone, with each value there is for it. */
  const optionalVariants = (field: Field): Array<Record<string, unknown>> => {
    const variants: Array<Record<string, unknown>> = [];
    for (const arg of field.args) {
      if (isNonNullType(arg.type)) continue;
      const type = getNamedType(arg.type);
      let options: unknown[] = values[arg.name] ?? [];
      if (type.name === 'Boolean') options = [true, false];
      if (isEnumType(type)) options = type.getValues().map((v) => ({ enum: v.name }));
      if (arg.name === 'after' || arg.name === 'before') {
        const cursor = cursors[getNamedType(field.type).name];
        options = cursor ? [cursor] : [];
      }
      for (const value of options) variants.push({ [arg.name]: value });
    }
    return variants;
  };

  /** A few small selections of a type: for argument variants and below the depth limit. */
  const minimal = (type: Composite): string[] => {
    const fields = type.getFields();
    if ('edges' in fields && 'pageInfo' in fields)
      return ['edges { cursor }', 'pageInfo { hasNextPage }', 'edges { node { __typename } }', 'edges { node { id } }'];
    const leaf = Object.values(fields).find((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0);
    return ['__typename', ...(leaf ? [leaf.name] : [])];
  };

  /** Every selection of `type` with one thing selected at its end, `depth` levels down. */
  const selections = (type: Composite, depth: number): string[] => {
    const out = ['__typename'];
    for (const field of Object.values(type.getFields())) out.push(...fieldSelections(type, field, depth));
    // An interface: each implementation's own fields, in an inline fragment.
    if (isInterfaceType(type)) {
      for (const impl of schema.getPossibleTypes(type)) {
        const own = Object.values(impl.getFields()).filter((f) => !(f.name in type.getFields()));
        for (const field of own)
          out.push(...fieldSelections(impl, field, depth).map((s) => `... on ${impl.name} { ${s} }`));
      }
    }
    return out;
  };

  const fieldSelections = (parent: Composite, field: Field, depth: number): string[] => {
    const required = requiredArgs(field);
    if (required === null) return [];
    // A field of an interface, selected on it, is selected on each of its implementations.
    for (const t of isInterfaceType(parent) ? [parent, ...schema.getPossibleTypes(parent)] : [parent])
      covered.add(`${t.name}.${field.name}`);
    const named = getNamedType(field.type);
    const head = (args: Record<string, unknown>) => `${field.name}${renderArgs({ ...required, ...args })}`;
    const variants = optionalVariants(field);
    if (isLeafType(named)) return [head({}), ...variants.map(head)];
    if (!isObjectType(named) && !isInterfaceType(named)) return [];
    const next = counts(named) ? depth + 1 : depth;
    const inner = next > MAX_DEPTH ? minimal(named) : selections(named, next);
    return [
      ...inner.map((s) => `${head({})} { ${s} }`),
      ...variants.flatMap((v) => minimal(named).map((s) => `${head(v)} { ${s} }`)),
    ];
  };

  const root = schema.getQueryType()!;
  const out = Object.values(root.getFields()).flatMap((f) => fieldSelections(root, f, 0));
  return [...new Set(out)].map((s) => `{ ${s} }`);
}

/** `Type.field` of every object and interface type a query can reach. */
function reachableFields(): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || !(isObjectType(type) || isInterfaceType(type))) return;
    seen.add(type.name);
    const types = isInterfaceType(type) ? [type, ...schema.getPossibleTypes(type)] : [type];
    for (const t of types)
      for (const field of Object.values(t.getFields())) {
        found.add(`${t.name}.${field.name}`);
        visit(getNamedType(field.type));
      }
  };
  visit(schema.getQueryType()!);
  return [...found].sort();
}

// ------------------------------------------------------------------------------ the walk

type GqlError = { message: string; extensions?: Record<string, unknown> };

async function runAll(list: string[], token: string, parallel = 4) {
  const outcomes: Array<{ query: string; errors: GqlError[] }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < list.length) {
        const query = list[next++];
        const res = await gql(base, query, undefined, token);
        outcomes.push({ query, errors: res.body.errors ?? [] });
      }
    }),
  );
  return outcomes;
}

const internal = (e: GqlError) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.';

describe('schema walk', () => {
  it('selects every field of every type a query reaches', () => {
    const covered = new Set<string>();
    generate(walkers.alice, covered);
    expect(reachableFields().filter((f) => !covered.has(f))).toEqual([]);
  });

  it('a messages connection with only cursors selected gives the cursors of its nodes', async () => {
    const id = walkers.alice.values.conversationId[0];
    const page = (selection: string) =>
      op(base, alice.access_token, `{ conversation(id: "${id}") { messages(last: 2) { ${selection} } } }`);
    const alone = (await page('edges { cursor } pageInfo { hasPreviousPage }')).conversation.messages;
    const full = (await page('edges { node { cursor } } pageInfo { hasPreviousPage }')).conversation.messages;
    expect(alone.edges).toHaveLength(2);
    expect(alone.edges.map((e: any) => e.cursor)).toEqual(full.edges.map((e: any) => e.node.cursor));
    expect(alone.pageInfo).toEqual(full.pageInfo);
  });

  for (const who of ['alice', 'bob'])
    it(`every selection, as ${who}, answers without an internal error`, async () => {
      const list = generate(walkers[who], new Set());
      const outcomes = await runAll(list, walkers[who].token);
      const codes: Record<string, number> = {};
      for (const o of outcomes)
        for (const e of o.errors) {
          const code = String(e.extensions?.code ?? e.message);
          codes[code] = (codes[code] ?? 0) + 1;
        }
      console.log(`schema walk as ${who}: ${outcomes.length} queries; errors by code ${JSON.stringify(codes)}`);
      const failed = outcomes.filter((o) => o.errors.some(internal));
      // A document refused by the limits (GRAPHQL_*) would walk nothing.
      const refused = outcomes.filter((o) => o.errors.some((e) => String(e.extensions?.code).startsWith('GRAPHQL_')));
      for (const o of [...failed, ...refused]) console.log(`${o.query}\n  ${JSON.stringify(o.errors)}`);
      expect(failed.map((o) => o.query)).toEqual([]);
      expect(refused.map((o) => o.query)).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(400);
    }, 300_000);
});
