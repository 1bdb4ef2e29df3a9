import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { startChild, type Child } from './child.js';

// PostGraphile 5 as a peer baseline for the home screen: the same fields from the same database.
//
// - Its dependencies live in bench/postgraphile (own package.json and lockfile), installed on
//   first use, so that `npm install` of the service stays lean.
// - It runs in a child process of its own (bench/postgraphile/server.ts), like the baselines.
// - What PostGraphile cannot reflect from the tables is written the way PostGraphile documents it,
//   in a schema of the bench's own (bench_pgl, created in the bench database only, never in the
//   migrations): the viewer by token hash (auth through a SQL function reading a pgSettings
//   value); computed columns for the unread counts, the contact's username, the last message and
//   whether it is the viewer's; and the unarchived conversations as a view whose smart tags give
//   it a primary key and its foreign keys, so that PostGraphile plans the whole home screen as one
//   SQL query (as it does for tables; a set-returning function instead costs it two more
//   round trips, each in its own transaction).
// - Its schema differs from ours, so it gets its own document (PGL_HOME_QUERY); its answer is
//   mapped to the service's shape (fromPostGraphile) and must equal the service's answer before
//   anything is measured.

const PACKAGE_DIR = fileURLToPath(new URL('../postgraphile/', import.meta.url));

/** Installs bench/postgraphile from its lockfile when its node_modules is missing. */
export function ensureInstalled(): void {
  if (existsSync(`${PACKAGE_DIR}node_modules/postgraphile/package.json`)) return;
  console.log('  installing the bench-only PostGraphile package (first use): npm ci --prefix bench/postgraphile');
  execFileSync('npm', ['ci', '--prefix', PACKAGE_DIR, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function installedVersion(): string {
  return JSON.parse(readFileSync(`${PACKAGE_DIR}node_modules/postgraphile/package.json`, 'utf8')).version;
}

export const PGL_SCHEMA = 'bench_pgl';

/**
 * The bench's view and functions for PostGraphile. Computed columns follow PostGraphile's naming
 * (`<table>_<field>`, first argument the row); all are STABLE SQL so PostgreSQL can inline them.
 */
export const PGL_SCHEMA_SQL = `
DROP SCHEMA IF EXISTS bench_pgl CASCADE;
CREATE SCHEMA bench_pgl;

-- The request's user: the token hash arrives as the setting bench.token_hash (pgSettings).
CREATE FUNCTION bench_pgl.viewer() RETURNS public."User" LANGUAGE sql STABLE AS $$
  SELECT u.* FROM public."AccessToken" t JOIN public."User" u ON u.id = t."userId"
  WHERE t."tokenHash" = current_setting('bench.token_hash', true)
    AND t."revokedAt" IS NULL AND t."expiresAt" > now()
$$;
COMMENT ON FUNCTION bench_pgl.viewer() IS E'@name viewer';

CREATE FUNCTION bench_pgl."User_unread_count"(u public."User") RETURNS int LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM public."Message" m JOIN public."Conversation" c ON c.id = m."conversationId"
  WHERE c."ownerId" = u.id AND m."readAt" IS NULL AND m."senderId" <> u.id
$$;

CREATE FUNCTION bench_pgl."User_username"(u public."User") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT ut.usertag FROM public."Usertag" ut WHERE ut."userId" = u.id),
                  CASE WHEN u.kind = 'SYSTEM' THEN 'wallet' END)
$$;

-- The unarchived conversations; the smart tags give the view what a table's constraints give it.
CREATE VIEW bench_pgl.home_conversation AS
  SELECT * FROM public."Conversation" WHERE "archivedAt" IS NULL;
COMMENT ON VIEW bench_pgl.home_conversation IS E'@primaryKey id\n@foreignKey ("ownerId") references public."User" (id)|@fieldName owner|@foreignFieldName homeConversations\n@foreignKey ("contactId") references public."User" (id)|@fieldName contact|@behavior -many';

CREATE FUNCTION bench_pgl."home_conversation_unread_count"(c bench_pgl.home_conversation) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM public."Message" m
  WHERE m."conversationId" = c.id AND m."readAt" IS NULL AND m."senderId" <> c."ownerId"
$$;

CREATE FUNCTION bench_pgl."home_conversation_last_message"(c bench_pgl.home_conversation) RETURNS public."Message"
LANGUAGE sql STABLE AS $$
  SELECT m.* FROM public."Message" m WHERE m."conversationId" = c.id ORDER BY m.seq DESC LIMIT 1
$$;

CREATE FUNCTION bench_pgl."Message_from_viewer"(m public."Message") RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT m."senderId" = c."ownerId" FROM public."Conversation" c WHERE c.id = m."conversationId"
$$;
`;

/** The home screen (bench/lib/home.ts HOME_QUERY) asked of PostGraphile's schema. */
export const PGL_HOME_QUERY = `query PglHome {
  viewer {
    uuid email createdAt unreadCount
    profilesByUserId { nodes { firstName lastName phoneNumber ccyIsoDefault } }
    usertagsByUserId { nodes { usertag } }
    identitiesByUserId(orderBy: PRIMARY_KEY_ASC) {
      nodes { uuid kind createdAt fxIso phoneNumber mmoName bankAc bankName publicAddress primaryNetworkWallet }
    }
    channelsByUserId(orderBy: PRIMARY_KEY_ASC) {
      nodes { uuid routeName identityByLinkedIdentityId { uuid } aliasByAliasId { uuid } }
    }
    homeConversations(first: 20, orderBy: [ACTIVITY_AT_DESC, ROW_ID_DESC]) {
      nodes {
        rowId isPinned isMuted lastActiveAt unreadCount
        contact { uuid username avatarUrl }
        lastMessage { rowId body fromViewer createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

const IDENTITY: Record<string, { typename: string; kind: string; fields: (i: any) => Record<string, unknown> }> = {
  MMO: {
    typename: 'MobileMoneyIdentity',
    kind: 'MOBILE_MONEY',
    fields: (i) => ({ phoneNumber: i.phoneNumber ?? '', providerName: i.mmoName ?? '', currency: i.fxIso }),
  },
  BANK: {
    typename: 'BankIdentity',
    kind: 'BANK',
    fields: (i) => ({ bankName: i.bankName ?? '', bankAccountNumber: i.bankAc ?? '', currency: i.fxIso }),
  },
  CRYPTO: {
    typename: 'CryptoIdentity',
    kind: 'CRYPTO',
    fields: (i) => ({
      publicAddress: i.publicAddress ?? '',
      currency: i.fxIso,
      isPrimaryWallet: i.primaryNetworkWallet,
    }),
  },
  GOVID: { typename: 'GovernmentIdIdentity', kind: 'GOVERNMENT_ID', fields: () => ({}) },
};

/**
 * PostGraphile's answer in the service's shape: renamed fields, enum spellings, timestamps as
 * the service prints them (ISO, UTC, milliseconds). The cursor is opaque and differs by design:
 * only its presence is kept.
 */
export function fromPostGraphile(body: any): unknown {
  const v = body?.data?.viewer;
  if (!v || body.errors) return body;
  const profile = v.profilesByUserId.nodes[0];
  const page = v.homeConversations;
  return {
    data: {
      viewer: {
        id: v.uuid,
        email: v.email,
        createdAt: iso(v.createdAt),
        unreadCount: v.unreadCount,
        profile: profile
          ? {
              firstName: profile.firstName,
              lastName: profile.lastName,
              phoneNumber: profile.phoneNumber,
              defaultCurrency: profile.ccyIsoDefault,
              usertag: v.usertagsByUserId.nodes[0]?.usertag ?? null,
            }
          : null,
        identities: v.identitiesByUserId.nodes.map((i: any) => ({
          __typename: IDENTITY[i.kind].typename,
          id: i.uuid,
          kind: IDENTITY[i.kind].kind,
          createdAt: iso(i.createdAt),
          ...IDENTITY[i.kind].fields(i),
        })),
        channels: v.channelsByUserId.nodes.map((c: any) => ({
          id: c.uuid,
          routeName: c.routeName,
          linkedAccountId: c.identityByLinkedIdentityId.uuid,
          aliasId: c.aliasByAliasId?.uuid ?? null,
        })),
      },
      conversations: {
        edges: page.nodes.map((c: any) => ({
          node: {
            id: c.rowId,
            isPinned: c.isPinned,
            isMuted: c.isMuted,
            lastActiveAt: iso(c.lastActiveAt),
            unreadCount: c.unreadCount,
            contact: c.contact && {
              id: c.contact.uuid,
              username: c.contact.username,
              avatarUrl: c.contact.avatarUrl,
            },
            lastMessage: c.lastMessage && {
              id: c.lastMessage.rowId,
              text: c.lastMessage.body,
              fromViewer: c.lastMessage.fromViewer,
              createdAt: iso(c.lastMessage.createdAt),
            },
          },
        })),
        pageInfo: { hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor ? 'cursor' : null },
      },
    },
  };
}

/** The service's answer with its cursor reduced the same way, for the comparison. */
export function withOpaqueCursor(body: any): unknown {
  const info = body?.data?.conversations?.pageInfo;
  if (!info) return body;
  return {
    ...body,
    data: {
      ...body.data,
      conversations: { ...body.data.conversations, pageInfo: { ...info, endCursor: info.endCursor ? 'cursor' : null } },
    },
  };
}

export interface PostGraphile {
  child: Child;
  url: string;
  version: string;
  node: string;
  polyfilled: boolean;
}

/** Creates bench_pgl in the bench database and starts PostGraphile over it in a child process. */
export async function startPostGraphile(sql: pg.Client, databaseUrl: string, logFile: string): Promise<PostGraphile> {
  ensureInstalled();
  await sql.query(PGL_SCHEMA_SQL);
  const child = await startChild('postgraphile/server.ts', {
    env: { NODE_ENV: 'production', GRAPHILE_ENV: 'production' },
    logFile,
  });
  try {
    const started = await child.call<{ url: string; node: string; polyfilled: boolean }>('start', {
      databaseUrl,
      schemas: ['public', PGL_SCHEMA],
    });
    return { child, ...started, version: installedVersion() };
  } catch (error) {
    await child.stop();
    throw error;
  }
}
