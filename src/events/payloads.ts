// Event payloads: each object as the public GraphQL schema shows it (the same field names,
// DateTime as ISO 8601 text), built from its row inside the writing transaction. Secrets are
// never in them: no passcode or password, no private key, no government ID number (not even its
// last digits), no token. A profile's `entropy` is left out as well (wallet derivation input).

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface ProfileRow {
  uuid: string;
  firstName: string;
  lastName: string;
  dob: Date;
  phoneNumber: string;
  addressL1: string;
  addressL2: string;
  addressPostcode: string;
  ccyIsoDefault: string;
  createdAt: Date;
  updatedAt: Date;
}

/** GraphQL Profile (without entropy). */
export const profilePayload = (p: ProfileRow, user: { uuid: string }, usertag: string | null) => ({
  id: p.uuid,
  userId: user.uuid,
  usertag,
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: p.dob.toISOString().slice(0, 10),
  phoneNumber: p.phoneNumber,
  addressLine1: p.addressL1,
  addressLine2: p.addressL2,
  postcode: p.addressPostcode,
  defaultCurrency: p.ccyIsoDefault,
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt),
});

/** GraphQL Alias. */
export const aliasPayload = (a: { uuid: string; alias: string; createdAt: Date }, user: { uuid: string }) => ({
  id: a.uuid,
  userId: user.uuid,
  alias: a.alias,
  createdAt: iso(a.createdAt),
});

export interface IdentityRow {
  uuid: string;
  kind: string;
  fxIso: string | null;
  relayCatchAll: boolean;
  phoneNumber: string | null;
  mmoName: string | null;
  bankAc: string | null;
  bankSc: string | null;
  bankName: string | null;
  publicAddress: string | null;
  primaryNetworkWallet: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const IDENTITY_TYPENAME: Record<string, string> = {
  MMO: 'MobileMoneyIdentity',
  BANK: 'BankIdentity',
  GOVID: 'GovernmentIdIdentity',
  CRYPTO: 'CryptoIdentity',
};

/** GraphQL LinkedIdentity and its kind's fields (no secret: the government ID number is left out). */
export function identityPayload(i: IdentityRow, user: { uuid: string }) {
  const common = {
    __typename: IDENTITY_TYPENAME[i.kind],
    id: i.uuid,
    userId: user.uuid,
    kind: i.kind,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
  };
  switch (i.kind) {
    case 'MMO':
      return {
        ...common,
        phoneNumber: i.phoneNumber ?? '',
        providerName: i.mmoName ?? '',
        currency: i.fxIso,
        relayCatchAll: i.relayCatchAll,
      };
    case 'BANK':
      return {
        ...common,
        bankAccountNumber: i.bankAc ?? '',
        bankSortCode: i.bankSc ?? '',
        bankName: i.bankName ?? '',
        currency: i.fxIso,
        relayCatchAll: i.relayCatchAll,
      };
    case 'CRYPTO':
      return {
        ...common,
        publicAddress: i.publicAddress ?? '',
        currency: i.fxIso,
        relayCatchAll: i.relayCatchAll,
        isPrimaryWallet: i.primaryNetworkWallet,
      };
    default:
      return common;
  }
}

/** GraphQL Channel (ids of what it links). */
export const channelPayload = (
  c: { uuid: string; routeName: string; createdAt: Date; updatedAt: Date },
  linked: { uuid: string },
  alias: { uuid: string } | null,
  user: { uuid: string },
) => ({
  id: c.uuid,
  userId: user.uuid,
  routeName: c.routeName,
  linkedAccountId: linked.uuid,
  aliasId: alias?.uuid ?? null,
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
});

/** GraphQL ApiToken (its secret never). */
export const apiTokenPayload = (t: {
  uuid: string;
  name: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}) => ({
  id: t.uuid,
  name: t.name,
  scopes: t.scopes,
  createdAt: iso(t.createdAt),
  expiresAt: iso(t.expiresAt),
  lastUsedAt: iso(t.lastUsedAt),
  revokedAt: iso(t.revokedAt),
});

/** GraphQL Message, as its owner sees it (contact: the sender, by id). */
export const messagePayload = (m: {
  id: string;
  conversationId: string;
  sender: { uuid: string };
  fromViewer: boolean;
  text: string;
  createdAt: Date;
}) => ({
  id: m.id,
  conversationId: m.conversationId,
  contact: { id: m.sender.uuid },
  fromViewer: m.fromViewer,
  text: m.text,
  readAt: null,
  createdAt: iso(m.createdAt),
  updatedAt: iso(m.createdAt),
});

export interface ConversationRow {
  id: string;
  groupId: string | null;
  pinnedMessageId: string | null;
  isPinned: boolean;
  isMuted: boolean;
  lastActiveAt: Date | null;
  lastOpenedAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  contact: { uuid: string } | null;
}

/** GraphQL Conversation (its scalar fields; contactId as the contact's user id). */
export const conversationPayload = (c: ConversationRow) => ({
  id: c.id,
  contactId: c.contact?.uuid ?? null,
  groupId: c.groupId,
  pinnedMessageId: c.pinnedMessageId,
  isPinned: c.isPinned,
  isMuted: c.isMuted,
  lastActiveAt: iso(c.lastActiveAt),
  lastOpenedAt: iso(c.lastOpenedAt),
  archivedAt: iso(c.archivedAt),
  createdAt: iso(c.createdAt),
});

/** What conversationPayload reads. */
export const CONVERSATION_PAYLOAD_SELECT = {
  id: true,
  groupId: true,
  pinnedMessageId: true,
  isPinned: true,
  isMuted: true,
  lastActiveAt: true,
  lastOpenedAt: true,
  archivedAt: true,
  createdAt: true,
  contact: { select: { uuid: true } },
} as const;
