/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A bank account to link. A value outside its rule is an InvalidInputError naming the field. */
export type BankIdentityInput = {
  /** Account number or IBAN: trimmed, 4 to 34 letters and digits. */
  bankAccountNumber: string;
  /** The bank's name: trimmed, 1 to 100 characters. */
  bankName: string;
  /** Sort, branch or bank code: trimmed, 2 to 20 letters, digits or -. */
  bankSortCode: string;
  /** Currency of the account; it picks the token when funding from it. */
  currency: CurrencyCode;
  /** A flag the service stores and returns (nothing acts on it yet); false when left out. */
  relayCatchAll?: boolean | null | undefined;
};

/** Changes to a bank identity. Only the fields given change; left out or null: unchanged. Giving none is an InvalidInputError; rules as at link time. */
export type BankIdentityPatch = {
  /** Account number or IBAN: trimmed, 4 to 34 letters and digits. */
  bankAccountNumber?: string | null | undefined;
  /** The bank's name: trimmed, 1 to 100 characters. */
  bankName?: string | null | undefined;
  /** Sort, branch or bank code: trimmed, 2 to 20 letters, digits or -. */
  bankSortCode?: string | null | undefined;
  /** Currency of the account; it picks the token when funding from it. */
  currency?: CurrencyCode | null | undefined;
  /** The stored flag; left out or null: unchanged. */
  relayCatchAll?: boolean | null | undefined;
};

/** A withdrawal: the fiat account to pay out to, the wallet to burn from, the amount, and an optional idempotency key. */
export type BurnStablecoinInput = {
  /** In units of the currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT (1000000 by default); an InvalidInputError otherwise. */
  amount: string;
  /** The id of one of the caller's mobile-money or bank identities (a UUID); its currency is the transaction's currency (one with a stablecoin, an UnprocessableError otherwise). Another user's or an unknown one is a NotFoundError. */
  fiatAccountId: string | number;
  /** Makes retries safe: the same key and input return the first result; the same key with other input is a ConflictError. 1 to 200 characters, per user; without it every call is a new operation. */
  idempotencyKey?: string | null | undefined;
  /** "primary" (the wallet created by createWallet; an UnprocessableError before it exists) or the id of one of the caller's crypto identities (a NotFoundError otherwise). */
  networkAccountId: string | number;
};

/** The chain side of a stablecoin transaction. */
export type ChainOperation =
  /** Tokens are destroyed from the wallet with its holder's permit (a withdrawal). */
  | 'BURN'
  /** New tokens are created in the wallet (a deposit). */
  | 'MINT';

/** A new channel. A value outside its rule is BAD_USER_INPUT naming the field. */
export type CreateChannelInput = {
  /** One of the caller's aliases (NOT_FOUND otherwise); omit or null for the usertag. */
  aliasId?: string | number | null | undefined;
  /** One of the caller's mmo, bank or crypto identities (a UUID). Unknown or another user's: NOT_FOUND; a government ID: BAD_USER_INPUT. */
  linkedAccountId: string | number;
  /** Trimmed, 1 to 64 characters without control characters; unique among the caller's channels as written (case-sensitive), CONFLICT otherwise. */
  routeName: string;
};

/** One of contactId (a user_id) or groupId (a group you are a member of); neither or both is an InvalidInputError. */
export type CreateConversationInput = {
  /** Another user's user_id (a UUID): unknown is a NotFoundError, your own is an InvalidInputError. */
  contactId?: string | number | null | undefined;
  /** A group's id (a UUID); one you are not a member of is a NotFoundError. */
  groupId?: string | number | null | undefined;
};

/** A new profile and the usertag it claims. A value outside its rule is an InvalidInputError naming the field. */
export type CreateProfileInput = {
  /** First address line: trimmed, 1 to 200 characters. */
  addressLine1: string;
  /** Second address line: trimmed, at most 200 characters; may be empty. */
  addressLine2: string;
  /** Date of birth, YYYY-MM-DD: a real calendar date in the past, not before 1900-01-01. */
  dateOfBirth: string;
  /** Default currency; a wallet created later takes it as its currency. */
  defaultCurrency: CurrencyCode;
  /** 8 to 256 letters and digits; stored and answered back as given, and never changed. */
  entropy: string;
  /** Given name: trimmed, 1 to 100 characters. */
  firstName: string;
  /** Family name: trimmed, 1 to 100 characters. */
  lastName: string;
  /** E.164, for example +233241234567: + then 6 to 15 digits (spaces and dashes ignored), valid for its country; stored in canonical form. */
  phoneNumber: string;
  /** Postcode: trimmed, at most 20 characters; may be empty. */
  postcode: string;
  /** Trimmed and lower-cased, then 3 to 30 of a-z, 0-9 and _; wallet, system, admin, support and service are reserved. One already taken (whatever the case) is a ConflictError. It cannot be changed later. */
  usertag: string;
};

/** What the wallet is derived from, and which tokens to enable. */
export type CreateWalletInput = {
  /** 8 to 256 letters and digits, mixed with a server secret and your user id to derive the wallet. Used only when the wallet is first created. */
  entropy: string;
  /** Tokens to enable besides the defaults (NGN, GHS, USD, EUR): at most 20 symbols, each one of those four after trimming and upper-casing (so "ngn" and " usd " are accepted, which is why this is a list of strings and not of CurrencyCode); an InvalidInputError otherwise. May be empty. */
  tokenSymbols: Array<string>;
};

/** A crypto wallet to link: its address and the key that controls it. An InvalidInputError names a wrong field. */
export type CryptoIdentityInput = {
  /** Currency of the account; it picks the token when funding from it. */
  currency: CurrencyCode;
  /** The key that controls publicAddress: 32 bytes of hex, 0x optional, a valid secp256k1 key (InvalidInputError otherwise). Encrypted at rest. */
  privateKey: string;
  /** 0x and 40 hex digits; mixed case must be the EIP-55 checksum. Stored checksummed. */
  publicAddress: string;
  /** A flag the service stores and returns (nothing acts on it yet); false when left out. */
  relayCatchAll?: boolean | null | undefined;
};

/** Changes to a crypto identity. Only the fields given change; left out or null: unchanged. Giving none is an InvalidInputError; rules as at link time. An address or a key sent alone must match the stored other half; the primary wallet's address and key cannot be changed (ConflictError). */
export type CryptoIdentityPatch = {
  /** Currency of the account; it picks the token when funding from it. */
  currency?: CurrencyCode | null | undefined;
  /** The key that controls publicAddress: 32 bytes of hex, 0x optional, a valid secp256k1 key (InvalidInputError otherwise). Encrypted at rest. */
  privateKey?: string | null | undefined;
  /** 0x and 40 hex digits; mixed case must be the EIP-55 checksum. Stored checksummed. */
  publicAddress?: string | null | undefined;
  /** The stored flag; left out or null: unchanged. */
  relayCatchAll?: boolean | null | undefined;
};

/** An ISO-4217 code of a currency the service handles; each has a stablecoin of the same symbol (one token is one unit). */
export type CurrencyCode =
  /** Euro. */
  | 'EUR'
  /** Ghanaian cedi. */
  | 'GHS'
  /** Nigerian naira. */
  | 'NGN'
  /** United States dollar. */
  | 'USD';

/** The alias to delete. */
export type DeleteAliasInput = {
  /** The id of the alias to delete (a UUID; an InvalidInputError otherwise). */
  id: string | number;
};

/** The channel to delete. */
export type DeleteChannelInput = {
  /** The id of the channel to delete (a UUID; BAD_USER_INPUT otherwise). */
  id: string | number;
};

/** The conversation to delete. */
export type DeleteConversationInput = {
  /** The id of your conversation to delete (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError. */
  id: string | number;
};

/** The identity to delete. */
export type DeleteIdentityInput = {
  /** The id of the identity to delete (a UUID; InvalidInputError otherwise). */
  id: string | number;
  /** When given, the identity must be of this kind (NotFoundError otherwise). */
  kind?: IdentityKind | null | undefined;
};

/** What kind of failure an Error is; the REST door answers it with the HTTP status in brackets. */
export type ErrorCode =
  /** A value breaks its rule; `field` names it (400). */
  | 'BAD_USER_INPUT'
  /** The change clashes with what exists (a taken name, an object in use) (409). */
  | 'CONFLICT'
  /** The object does not exist, or is another user's (404). */
  | 'NOT_FOUND'
  /** Valid input the account cannot do now (insufficient balance, a limit reached, a failed deposit) (422). */
  | 'UNPROCESSABLE';

/** The fiat side of a stablecoin transaction: money coming in through the rail, or going out. */
export type FundingDirection =
  /** Fiat collected from the mobile-money or bank account; the stablecoin is minted. */
  | 'DEPOSIT'
  /** The stablecoin is burned; fiat is paid out to the mobile-money or bank account. */
  | 'WITHDRAWAL';

/** A government ID number to submit for KYC; encrypted at rest. */
export type GovernmentIdIdentityInput = {
  /** The ID number: trimmed, 4 to 30 letters, digits or -. Encrypted at rest. */
  governmentIdNumber: string;
};

/** Changes to a government ID identity. Only the fields given change; left out or null: unchanged. Giving none is an InvalidInputError; rules as at link time. */
export type GovernmentIdIdentityPatch = {
  /** The ID number: trimmed, 4 to 30 letters, digits or -. Encrypted at rest. */
  governmentIdNumber?: string | null | undefined;
};

/** The kind of a linked identity. */
export type IdentityKind =
  /** A bank account. */
  | 'BANK'
  /** A crypto wallet: an EVM address and its key (the primary wallet included). */
  | 'CRYPTO'
  /** A government ID number, submitted for KYC. */
  | 'GOVERNMENT_ID'
  /** A mobile-money account: phone number and provider. */
  | 'MOBILE_MONEY';

/** The changes, under the identity's own kind: exactly one kind (@oneOf). */
export type IdentityPatchInput =
  {   /** Changes to a bank identity. */
  bank: BankIdentityPatch; crypto?: never; governmentId?: never; mobileMoney?: never; }
  |  { bank?: never;   /** Changes to a crypto identity. */
  crypto: CryptoIdentityPatch; governmentId?: never; mobileMoney?: never; }
  |  { bank?: never; crypto?: never;   /** Changes to a government ID identity. */
  governmentId: GovernmentIdIdentityPatch; mobileMoney?: never; }
  |  { bank?: never; crypto?: never; governmentId?: never;   /** Changes to a mobile-money identity. */
  mobileMoney: MobileMoneyIdentityPatch; };

/** The identity to link: exactly one of its kinds (@oneOf). */
export type LinkIdentityInput =
  {   /** A bank account. */
  bank: BankIdentityInput; crypto?: never; governmentId?: never; mobileMoney?: never; }
  |  { bank?: never;   /** A crypto wallet and its key. */
  crypto: CryptoIdentityInput; governmentId?: never; mobileMoney?: never; }
  |  { bank?: never; crypto?: never;   /** A government ID number. */
  governmentId: GovernmentIdIdentityInput; mobileMoney?: never; }
  |  { bank?: never; crypto?: never; governmentId?: never;   /** A mobile-money account. */
  mobileMoney: MobileMoneyIdentityInput; };

/** A deposit: the fiat account to collect from, the wallet to mint to, the amount, and an optional idempotency key. */
export type MintStablecoinInput = {
  /** In units of the currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT (1000000 by default); an InvalidInputError otherwise. */
  amount: string;
  /** The id of one of the caller's mobile-money or bank identities (a UUID); its currency is the transaction's currency (one with a stablecoin, an UnprocessableError otherwise). Another user's or an unknown one is a NotFoundError. */
  fiatAccountId: string | number;
  /** Makes retries safe: the same key and input return the first result; the same key with other input is a ConflictError. 1 to 200 characters, per user; without it every call is a new operation. */
  idempotencyKey?: string | null | undefined;
  /** "primary" (the wallet created by createWallet; an UnprocessableError before it exists) or the id of one of the caller's crypto identities (a NotFoundError otherwise). */
  networkAccountId: string | number;
};

/** A mobile-money account to link. A value outside its rule is an InvalidInputError naming the field. */
export type MobileMoneyIdentityInput = {
  /** Currency of the account; it picks the token when funding from it. */
  currency: CurrencyCode;
  /** E.164, for example +233241234567, valid for its country; stored in canonical form. */
  phoneNumber: string;
  /** The mobile-money provider's (operator's) name: trimmed, 1 to 64 characters. */
  providerName: string;
  /** A flag the service stores and returns (nothing acts on it yet); false when left out. */
  relayCatchAll?: boolean | null | undefined;
};

/** Changes to a mobile-money identity. Only the fields given change; left out or null: unchanged. Giving none is an InvalidInputError; rules as at link time. */
export type MobileMoneyIdentityPatch = {
  /** Currency of the account; it picks the token when funding from it. */
  currency?: CurrencyCode | null | undefined;
  /** E.164, for example +233241234567, valid for its country; stored in canonical form. */
  phoneNumber?: string | null | undefined;
  /** The mobile-money provider's (operator's) name: trimmed, 1 to 64 characters. */
  providerName?: string | null | undefined;
  /** The stored flag; left out or null: unchanged. */
  relayCatchAll?: boolean | null | undefined;
};

/** What the passcode check of a sign-up or sign-in did. */
export type PasscodeStatus =
  /** The passcode was set (sign-up). */
  | 'SET'
  /** The passcode was checked and is correct (sign-in). */
  | 'VERIFIED';

/** Credentials of an existing account. An unknown e-mail, a wrong password and a wrong passcode all give the same UNAUTHENTICATED error. */
export type SignInInput = {
  /** Trimmed and lower-cased, then a valid e-mail address of at most 254 characters (an InvalidInputError otherwise); any address already signed up is accepted. */
  email: string;
  /** The account's passcode, as a string; only a wrong value (UNAUTHENTICATED) is refused. */
  passcode: string;
  /** The account's password; only a wrong value (UNAUTHENTICATED) is refused. */
  password: string;
};

/** Credentials of a new account. A value outside its rule is an InvalidInputError naming the field. */
export type SignUpInput = {
  /** Trimmed and lower-cased, then a valid e-mail address of at most 254 characters with at most 64 before the @. Unique whatever the case: an address already signed up is a ConflictError. */
  email: string;
  /** 4 to 8 digits, sent as a string. Asked again at sign-in, to change it and to reveal secrets; stored only as an argon2id hash. */
  passcode: string;
  /** 8 to 128 characters. Stored only as an argon2id hash. */
  password: string;
};

/** PENDING (recorded) → SUBMITTED (sent, hash known) → CONFIRMED (final at the confirmation depth) or FAILED. REORGED: its transaction left the chain after it was confirmed; the service sends it again and it becomes CONFIRMED (or FAILED) once more. */
export type StablecoinTransactionStatus =
  /** Final at the confirmation depth (CHAIN_CONFIRMATIONS blocks); fees are recorded and a burn has been paid out. */
  | 'CONFIRMED'
  /** Did not happen; failureReason says why. A mint's collected deposit is refunded through the rail. */
  | 'FAILED'
  /** Recorded with its idempotency key; nothing sent to the chain yet. */
  | 'PENDING'
  /** Was confirmed, then its transaction left the chain; the service is sending it again. */
  | 'REORGED'
  /** Signed and sent; transactionHash is known, the transaction is not final yet. */
  | 'SUBMITTED';

/** Only the fields given change. `aliasId: null` removes the alias; null elsewhere means "unchanged". */
export type UpdateChannelInput = {
  /** One of the caller's aliases (NOT_FOUND otherwise); null removes the alias and the usertag is used. */
  aliasId?: string | number | null | undefined;
  /** The id of the channel to change (a UUID; BAD_USER_INPUT otherwise). */
  id: string | number;
  /** Another of the caller's mmo, bank or crypto identities (NOT_FOUND or BAD_USER_INPUT as at creation). */
  linkedAccountId?: string | number | null | undefined;
  /** New route name: trimmed, 1 to 64 characters without control characters, unique among the caller's channels (CONFLICT); its own name is fine. */
  routeName?: string | null | undefined;
};

/** The conversation, and the fields to change: only the fields given change. */
export type UpdateConversationInput = {
  /** When you archived it (stored as given, from 1970 to the end of 9999, an InvalidInputError otherwise); null restores. */
  archivedAt?: string | null | undefined;
  /** The id of your conversation to change (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError. */
  id: string | number;
  /** true mutes, false unmutes; null is an InvalidInputError. */
  isMuted?: boolean | null | undefined;
  /** true pins, false unpins; null is an InvalidInputError. */
  isPinned?: boolean | null | undefined;
  /** A message of this conversation (a NotFoundError otherwise); null unpins. */
  pinnedMessageId?: string | number | null | undefined;
};

/** One of your identities and the changes to it. */
export type UpdateIdentityInput = {
  /** The id of the identity to change (a UUID; InvalidInputError otherwise). */
  id: string | number;
  /** The changes, under the identity's kind: another kind than the identity's is a NotFoundError. */
  patch: IdentityPatchInput;
};

/** The passcode in force and its replacement. */
export type UpdatePasscodeInput = {
  /** The passcode in force. A wrong one is FORBIDDEN and counts as a failure for the account and the client address (RATE_LIMITED past the limit). */
  currentPasscode: string;
  /** The new passcode: 4 to 8 digits, sent as a string (an InvalidInputError otherwise). */
  newPasscode: string;
};

/** Only the fields given change; left out or null means unchanged. The usertag and the entropy cannot be changed. Rules as at creation (an InvalidInputError naming the field). */
export type UpdateProfileInput = {
  /** First address line: trimmed, 1 to 200 characters. */
  addressLine1?: string | null | undefined;
  /** Second address line: trimmed, at most 200 characters; may be empty. */
  addressLine2?: string | null | undefined;
  /** Date of birth, YYYY-MM-DD: a real calendar date in the past, not before 1900-01-01. */
  dateOfBirth?: string | null | undefined;
  /** Default currency; a wallet created later takes it as its currency. */
  defaultCurrency?: CurrencyCode | null | undefined;
  /** Given name: trimmed, 1 to 100 characters. */
  firstName?: string | null | undefined;
  /** Family name: trimmed, 1 to 100 characters. */
  lastName?: string | null | undefined;
  /** E.164, for example +233241234567, valid for its country; stored in canonical form. */
  phoneNumber?: string | null | undefined;
  /** Postcode: trimmed, at most 20 characters; may be empty. */
  postcode?: string | null | undefined;
};

export type RestSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type RestSignUpMutation = { signUp:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignUpSuccess', session: { accessToken: string, userId: string, passcodeStatus: PasscodeStatus } }
   };

export type RestSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type RestSignInMutation = { signIn:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignInSuccess', session: { accessToken: string, userId: string, passcodeStatus: PasscodeStatus } }
   };

export type RestSessionFragment = { accessToken: string, userId: string, passcodeStatus: PasscodeStatus };

export type RestSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestSignOutMutation = { signOut: { revokedTokens: number } };

export type RestUpdatePasscodeMutationVariables = Exact<{
  input: UpdatePasscodeInput;
}>;


export type RestUpdatePasscodeMutation = { updatePasscode:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdatePasscodeSuccess' }
   };

export type RestCreateChannelMutationVariables = Exact<{
  input: CreateChannelInput;
}>;


export type RestCreateChannelMutation = { createChannel:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateChannelSuccess', channel: { userId: string, linkedAccountId: string, aliasId: string | null, id: string, routeName: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestUpdateChannelMutationVariables = Exact<{
  input: UpdateChannelInput;
}>;


export type RestUpdateChannelMutation = { updateChannel:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateChannelSuccess', channel: { userId: string, linkedAccountId: string, aliasId: string | null, id: string, routeName: string } }
   };

export type RestDeleteChannelMutationVariables = Exact<{
  input: DeleteChannelInput;
}>;


export type RestDeleteChannelMutation = { deleteChannel:
    | { __typename: 'DeleteChannelSuccess', channel: { userId: string, linkedAccountId: string, aliasId: string | null, id: string, routeName: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestChannelFragment = { userId: string, linkedAccountId: string, aliasId: string | null, id: string, routeName: string };

export type RestViewChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewChannelsQuery = { viewer: { channels: Array<{ databaseId: number, createdAt: string, userId: string, routeName: string, id: string, linkedAccountId: string, aliasId: string | null }> } | null };

export type RestConversationFragment = { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: string | null, lastOpenedAt: string | null, createdAt: string, archivedAt: string | null };

export type RestListConversationsQueryVariables = Exact<{
  first?: number | null | undefined;
  startingAfter?: string | number | null | undefined;
  muted?: boolean | null | undefined;
  archived?: boolean | null | undefined;
  pinned?: boolean | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type RestListConversationsQuery = { conversations: { edges: Array<{ node: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: string | null, lastOpenedAt: string | null, createdAt: string, archivedAt: string | null } }>, pageInfo: { hasNextPage: boolean } } };

export type RestCreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type RestCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', created: boolean, conversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: string | null, lastOpenedAt: string | null, createdAt: string, archivedAt: string | null } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestGetConversationQueryVariables = Exact<{
  id: string | number;
}>;


export type RestGetConversationQuery = { conversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: string | null, lastOpenedAt: string | null, createdAt: string, archivedAt: string | null } | null };

export type RestUpdateConversationMutationVariables = Exact<{
  input: UpdateConversationInput;
}>;


export type RestUpdateConversationMutation = { updateConversation:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateConversationSuccess', conversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: string | null, lastOpenedAt: string | null, createdAt: string, archivedAt: string | null } }
   };

export type RestDeleteConversationMutationVariables = Exact<{
  input: DeleteConversationInput;
}>;


export type RestDeleteConversationMutation = { deleteConversation:
    | { __typename: 'DeleteConversationSuccess', conversationId: string, deleted: boolean }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestMintMutationVariables = Exact<{
  input: MintStablecoinInput;
}>;


export type RestMintMutation = { mintStablecoin:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'MintStablecoinSuccess', stablecoinTransaction: { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestBurnMutationVariables = Exact<{
  input: BurnStablecoinInput;
}>;


export type RestBurnMutation = { burnStablecoin:
    | { __typename: 'BurnStablecoinSuccess', stablecoinTransaction: { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null } }
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestStablecoinTransactionFragment = { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null };

export type RestLinkIdentityMutationVariables = Exact<{
  input: LinkIdentityInput;
  reveal: boolean;
}>;


export type RestLinkIdentityMutation = { linkIdentity:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'LinkIdentitySuccess', identity:
        | { __typename: 'BankIdentity', bankAccountNumber: string, bankSortCode: string, bankName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, currency: CurrencyCode | null, relayCatchAll: boolean, isPrimaryWallet: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'GovernmentIdIdentity', governmentIdNumber?: string | null, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
       }
   };

export type RestUpdateIdentityMutationVariables = Exact<{
  input: UpdateIdentityInput;
  reveal: boolean;
}>;


export type RestUpdateIdentityMutation = { updateIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateIdentitySuccess', identity:
        | { __typename: 'BankIdentity', bankAccountNumber: string, bankSortCode: string, bankName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, currency: CurrencyCode | null, relayCatchAll: boolean, isPrimaryWallet: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'GovernmentIdIdentity', governmentIdNumber?: string | null, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
       }
   };

export type RestDeleteIdentityMutationVariables = Exact<{
  input: DeleteIdentityInput;
  reveal: boolean;
}>;


export type RestDeleteIdentityMutation = { deleteIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'DeleteIdentitySuccess', identity:
        | { __typename: 'BankIdentity', bankAccountNumber: string, bankSortCode: string, bankName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, currency: CurrencyCode | null, relayCatchAll: boolean, isPrimaryWallet: boolean, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'GovernmentIdIdentity', governmentIdNumber?: string | null, databaseId: number, id: string, userId: string, createdAt: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
       }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestViewIdentitiesQueryVariables = Exact<{
  reveal: boolean;
}>;


export type RestViewIdentitiesQuery = { viewer: { identities: Array<
      | { __typename: 'BankIdentity', bankAccountNumber: string, bankSortCode: string, bankName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
      | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, currency: CurrencyCode | null, relayCatchAll: boolean, isPrimaryWallet: boolean, databaseId: number, id: string, userId: string, createdAt: string }
      | { __typename: 'GovernmentIdIdentity', governmentIdNumber?: string | null, databaseId: number, id: string, userId: string, createdAt: string }
      | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, databaseId: number, id: string, userId: string, createdAt: string }
    > } | null };

export type RestCreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
}>;


export type RestCreateProfileMutation = { createProfile:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateProfileSuccess', profile: { userId: string, firstName: string, lastName: string, dateOfBirth: string, phoneNumber: string, usertag: string | null, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode, entropy: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type RestUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type RestUpdateProfileMutation = { updateProfile:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateProfileSuccess', profile: { userId: string, firstName: string, lastName: string, dateOfBirth: string, phoneNumber: string, usertag: string | null, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode, entropy: string } }
   };

export type RestProfileFragment = { userId: string, firstName: string, lastName: string, dateOfBirth: string, phoneNumber: string, usertag: string | null, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode, entropy: string };

export type RestViewProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewProfileQuery = { viewer: { profile: { databaseId: number, createdAt: string, userId: string, firstName: string, lastName: string, dateOfBirth: string, phoneNumber: string, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode } | null, usertag: { databaseId: number, createdAt: string, userId: string, usertag: string } | null } | null };

export type RestCreateAliasMutationVariables = Exact<{ [key: string]: never; }>;


export type RestCreateAliasMutation = { createAlias:
    | { __typename: 'CreateAliasSuccess', alias: { databaseId: number, createdAt: string, userId: string, usertag: string, alias: string, id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestViewAliasesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewAliasesQuery = { viewer: { aliases: Array<{ databaseId: number, createdAt: string, userId: string, usertag: string, alias: string, id: string }> } | null };

export type RestDeleteAliasMutationVariables = Exact<{
  input: DeleteAliasInput;
}>;


export type RestDeleteAliasMutation = { deleteAlias:
    | { __typename: 'DeleteAliasSuccess', alias: { databaseId: number, createdAt: string, userId: string, usertag: string, alias: string, id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type RestAliasFragment = { databaseId: number, createdAt: string, userId: string, usertag: string, alias: string, id: string };

export type RestCreateWalletMutationVariables = Exact<{
  input: CreateWalletInput;
}>;


export type RestCreateWalletMutation = { createWallet:
    | { __typename: 'CreateWalletSuccess', messages: Array<{ id: string, conversationId: string, text: string, readAt: string | null, createdAt: string, updatedAt: string, contact: { id: string, username: string | null, phoneNumber: string | null, avatarUrl: string | null, lastActiveAt: string | null, createdAt: string }, reactions: Array<{ emoji: string }> }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type TestCreateChannelMutationVariables = Exact<{
  input: CreateChannelInput;
}>;


export type TestCreateChannelMutation = { createChannel:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateChannelSuccess', channel: { id: string, routeName: string, linkedAccountId: string, aliasId: string | null } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestUpdateChannelMutationVariables = Exact<{
  input: UpdateChannelInput;
}>;


export type TestUpdateChannelMutation = { updateChannel:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateChannelSuccess', channel: { id: string, routeName: string, linkedAccountId: string, aliasId: string | null } }
   };

export type TestDeleteChannelMutationVariables = Exact<{
  input: DeleteChannelInput;
}>;


export type TestDeleteChannelMutation = { deleteChannel:
    | { __typename: 'DeleteChannelSuccess', channel: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestChannelIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestChannelIdsQuery = { viewer: { channels: Array<{ id: string }> } | null };

export type TestFundingTransactionFragment = { id: string, databaseId: number, status: StablecoinTransactionStatus, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string, currency: CurrencyCode } | null };

export type TestFundingMintMutationVariables = Exact<{
  i: MintStablecoinInput;
}>;


export type TestFundingMintMutation = { mintStablecoin:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'MintStablecoinSuccess', stablecoinTransaction: { id: string, databaseId: number, status: StablecoinTransactionStatus, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string, currency: CurrencyCode } | null } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestFundingBurnMutationVariables = Exact<{
  i: BurnStablecoinInput;
}>;


export type TestFundingBurnMutation = { burnStablecoin:
    | { __typename: 'BurnStablecoinSuccess', stablecoinTransaction: { id: string, databaseId: number, status: StablecoinTransactionStatus, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string, currency: CurrencyCode } | null } }
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestFundingFirstTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestFundingFirstTransactionsQuery = { viewer: { stablecoinTransactions: { edges: Array<{ node: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation } }> } } | null };

export type TestFundingTransactionUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestFundingTransactionUpdatedSubscription = { stablecoinTransactionUpdated: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, fiatAmount: { amount: string } } };

export type TestMoneyCreateWalletMutationVariables = Exact<{
  input: CreateWalletInput;
}>;


export type TestMoneyCreateWalletMutation = { createWallet:
    | { __typename: 'CreateWalletSuccess', wallet: { address: string, tokens: Array<{ symbol: CurrencyCode, contractAddress: string }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMoneyLedgerQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type TestMoneyLedgerQuery = { viewer: { stablecoinTransactions: { edges: Array<{ node: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, transactionHash: string | null, tokenAmount: { amount: string, currency: CurrencyCode } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type TestMoneyChainTransactionUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestMoneyChainTransactionUpdatedSubscription = { stablecoinTransactionUpdated: { status: StablecoinTransactionStatus } };

export type TestOutageViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TestOutageViewerQuery = { viewer: { id: string } | null };

export type TestOutageSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type TestOutageSignInMutation = { signIn:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
   };

export type TestClusterMessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestClusterMessageAddedSubscription = { messageAdded: { text: string, fromViewer: boolean } };

export type TestClusterCreateConversationMutationVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestClusterCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', conversation: { id: string } }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestClusterSendMessageMutationVariables = Exact<{
  c: string | number;
}>;


export type TestClusterSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SendMessageSuccess' }
    | { __typename: 'UnprocessableError' }
   };

export type TestHardeningPasscodeChecksQueryVariables = Exact<{
  p0?: string | null | undefined;
  p1?: string | null | undefined;
  p2?: string | null | undefined;
  p3?: string | null | undefined;
}>;


export type TestHardeningPasscodeChecksQuery = { viewer: { identities: Array<
      | { k0: string | null, k1: string | null, k2: string | null, k3: string | null }
      | Record<PropertyKey, never>
    > } | null };

export type TestHardeningPrivateKeyQueryVariables = Exact<{
  passcode?: string | null | undefined;
}>;


export type TestHardeningPrivateKeyQuery = { viewer: { identities: Array<
      | { privateKey: string | null }
      | Record<PropertyKey, never>
    > } | null };

export type TestHardeningSixSignInsMutationVariables = Exact<{
  e: string;
}>;


export type TestHardeningSixSignInsMutation = { a:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
  , b:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
  , c:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
  , d:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
  , e:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
  , f:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
   };

export type TestHardeningFourMintsMutationVariables = Exact<{
  input: MintStablecoinInput;
}>;


export type TestHardeningFourMintsMutation = { a:
    | { stablecoinTransaction: { id: string, status: StablecoinTransactionStatus } }
    | Record<PropertyKey, never>
  , b:
    | { stablecoinTransaction: { id: string, status: StablecoinTransactionStatus } }
    | Record<PropertyKey, never>
  , c:
    | { stablecoinTransaction: { id: string, status: StablecoinTransactionStatus } }
    | Record<PropertyKey, never>
  , d:
    | { stablecoinTransaction: { id: string, status: StablecoinTransactionStatus } }
    | Record<PropertyKey, never>
   };

export type TestHardeningMintMutationVariables = Exact<{
  input: MintStablecoinInput;
}>;


export type TestHardeningMintMutation = { mintStablecoin:
    | { __typename: 'ConflictError', code: ErrorCode }
    | { __typename: 'InvalidInputError', code: ErrorCode }
    | { __typename: 'MintStablecoinSuccess' }
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'UnprocessableError', code: ErrorCode }
   };

export type TestHardeningWrongSignInMutationVariables = Exact<{
  e: string;
}>;


export type TestHardeningWrongSignInMutation = { signIn:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'SignInSuccess' }
   };

export type SubscriptionsTestMessageAddedSubscriptionVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type SubscriptionsTestMessageAddedSubscription = { messageAdded: { id: string, conversationId: string, text: string, fromViewer: boolean, cursor: string, contact: { id: string } } };

export type SubscriptionsTestConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsTestConversationUpdatedSubscription = { conversationUpdated: { conversationId: string, deleted: boolean, unreadTotal: number, conversation: { id: string, isMuted: boolean, unreadCount: number, lastMessage: { text: string } | null } | null } };

export type SubscriptionsTestCreateConversationMutationVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type SubscriptionsTestCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', conversation: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SubscriptionsTestSendMessageMutationVariables = Exact<{
  c: string | number;
  m: string;
}>;


export type SubscriptionsTestSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string, cursor: string } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string }
   };

export type SubscriptionsTestConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsTestConversationsQuery = { conversations: { edges: Array<{ node: { id: string } }> } };

export type SubscriptionsTestMarkReadMutationVariables = Exact<{
  c: string | number;
}>;


export type SubscriptionsTestMarkReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'MarkConversationReadSuccess', conversation: { id: string } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SubscriptionsTestMessagesAfterQueryVariables = Exact<{
  a?: string | null | undefined;
}>;


export type SubscriptionsTestMessagesAfterQuery = { messages: { edges: Array<{ node: { text: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestWalletCreateMutationVariables = Exact<{
  i: CreateWalletInput;
}>;


export type TestWalletCreateMutation = { createWallet:
    | { __typename: 'CreateWalletSuccess', wallet: { address: string, identityId: string, tokens: Array<{ symbol: CurrencyCode }> }, messages: Array<{ text: string }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type TestWalletBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestWalletBalancesQuery = { viewer: { wallet: { address: string, tokens: Array<{ symbol: CurrencyCode, balance: string }> } | null } | null };

export const RestSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}}]}}]} as unknown as DocumentNode<RestSessionFragment, unknown>;
export const RestChannelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChannel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]} as unknown as DocumentNode<RestChannelFragment, unknown>;
export const RestConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestConversationFragment, unknown>;
export const RestStablecoinTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}}]}}]} as unknown as DocumentNode<RestStablecoinTransactionFragment, unknown>;
export const RestProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestProfileFragment, unknown>;
export const RestAliasFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestAliasFragment, unknown>;
export const TestFundingTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingTransactionFragment, unknown>;
export const RestSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSession"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}}]}}]} as unknown as DocumentNode<RestSignUpMutation, RestSignUpMutationVariables>;
export const RestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSession"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}}]}}]} as unknown as DocumentNode<RestSignInMutation, RestSignInMutationVariables>;
export const RestSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokens"}}]}}]}}]} as unknown as DocumentNode<RestSignOutMutation, RestSignOutMutationVariables>;
export const RestUpdatePasscodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdatePasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestUpdatePasscodeMutation, RestUpdatePasscodeMutationVariables>;
export const RestCreateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChannel"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChannel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]} as unknown as DocumentNode<RestCreateChannelMutation, RestCreateChannelMutationVariables>;
export const RestUpdateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChannel"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChannel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]} as unknown as DocumentNode<RestUpdateChannelMutation, RestUpdateChannelMutationVariables>;
export const RestDeleteChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestChannel"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChannel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]} as unknown as DocumentNode<RestDeleteChannelMutation, RestDeleteChannelMutationVariables>;
export const RestViewChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewChannelsQuery, RestViewChannelsQueryVariables>;
export const RestListConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"startingAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"muted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muted"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestConversation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestListConversationsQuery, RestListConversationsQueryVariables>;
export const RestCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestConversation"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestCreateConversationMutation, RestCreateConversationMutationVariables>;
export const RestGetConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestGetConversationQuery, RestGetConversationQueryVariables>;
export const RestUpdateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestConversation"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestUpdateConversationMutation, RestUpdateConversationMutationVariables>;
export const RestDeleteConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestDeleteConversationMutation, RestDeleteConversationMutationVariables>;
export const RestMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}}]}}]} as unknown as DocumentNode<RestMintMutation, RestMintMutationVariables>;
export const RestBurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestBurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}}]}}]} as unknown as DocumentNode<RestBurnMutation, RestBurnMutationVariables>;
export const RestLinkIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLinkIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestLinkIdentityMutation, RestLinkIdentityMutationVariables>;
export const RestUpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestUpdateIdentityMutation, RestUpdateIdentityMutationVariables>;
export const RestDeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestDeleteIdentityMutation, RestDeleteIdentityMutationVariables>;
export const RestViewIdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewIdentities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestViewIdentitiesQuery, RestViewIdentitiesQueryVariables>;
export const RestCreateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProfile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestCreateProfileMutation, RestCreateProfileMutationVariables>;
export const RestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProfile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestUpdateProfileMutation, RestUpdateProfileMutationVariables>;
export const RestViewProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usertag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewProfileQuery, RestViewProfileQueryVariables>;
export const RestCreateAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestCreateAliasMutation, RestCreateAliasMutationVariables>;
export const RestViewAliasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestViewAliasesQuery, RestViewAliasesQueryVariables>;
export const RestDeleteAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestDeleteAliasMutation, RestDeleteAliasMutationVariables>;
export const RestCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestCreateWalletMutation, RestCreateWalletMutationVariables>;
export const TestCreateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateChannelMutation, TestCreateChannelMutationVariables>;
export const TestUpdateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdateChannelMutation, TestUpdateChannelMutationVariables>;
export const TestDeleteChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestDeleteChannelMutation, TestDeleteChannelMutationVariables>;
export const TestChannelIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestChannelIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestChannelIdsQuery, TestChannelIdsQueryVariables>;
export const TestFundingMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestFundingMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestFundingTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingMintMutation, TestFundingMintMutationVariables>;
export const TestFundingBurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestFundingBurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestFundingTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingBurnMutation, TestFundingBurnMutationVariables>;
export const TestFundingFirstTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFundingFirstTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestFundingFirstTransactionsQuery, TestFundingFirstTransactionsQueryVariables>;
export const TestFundingTransactionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestFundingTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<TestFundingTransactionUpdatedSubscription, TestFundingTransactionUpdatedSubscriptionVariables>;
export const TestMoneyCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMoneyCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMoneyCreateWalletMutation, TestMoneyCreateWalletMutationVariables>;
export const TestMoneyLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMoneyLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMoneyLedgerQuery, TestMoneyLedgerQueryVariables>;
export const TestMoneyChainTransactionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestMoneyChainTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TestMoneyChainTransactionUpdatedSubscription, TestMoneyChainTransactionUpdatedSubscriptionVariables>;
export const TestOutageViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOutageViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestOutageViewerQuery, TestOutageViewerQueryVariables>;
export const TestOutageSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOutageSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestOutageSignInMutation, TestOutageSignInMutationVariables>;
export const TestClusterMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestClusterMessageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}}]}}]} as unknown as DocumentNode<TestClusterMessageAddedSubscription, TestClusterMessageAddedSubscriptionVariables>;
export const TestClusterCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestClusterCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestClusterCreateConversationMutation, TestClusterCreateConversationMutationVariables>;
export const TestClusterSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestClusterSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"across instances","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestClusterSendMessageMutation, TestClusterSendMessageMutationVariables>;
export const TestHardeningPasscodeChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestHardeningPasscodeChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p0"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p1"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p3"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"k0"},"name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p0"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"k1"},"name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p1"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"k2"},"name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p2"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"k3"},"name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p3"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<TestHardeningPasscodeChecksQuery, TestHardeningPasscodeChecksQueryVariables>;
export const TestHardeningPrivateKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestHardeningPrivateKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<TestHardeningPrivateKeyQuery, TestHardeningPrivateKeyQueryVariables>;
export const TestHardeningSixSignInsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHardeningSixSignIns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"e"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"f"},"name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestHardeningSixSignInsMutation, TestHardeningSixSignInsMutationVariables>;
export const TestHardeningFourMintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHardeningFourMints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestHardeningFourMintsMutation, TestHardeningFourMintsMutationVariables>;
export const TestHardeningMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHardeningMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<TestHardeningMintMutation, TestHardeningMintMutationVariables>;
export const TestHardeningWrongSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHardeningWrongSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"wrong password","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"passcode"},"value":{"kind":"StringValue","value":"0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestHardeningWrongSignInMutation, TestHardeningWrongSignInMutationVariables>;
export const SubscriptionsTestMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionsTestMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestMessageAddedSubscription, SubscriptionsTestMessageAddedSubscriptionVariables>;
export const SubscriptionsTestConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionsTestConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestConversationUpdatedSubscription, SubscriptionsTestConversationUpdatedSubscriptionVariables>;
export const SubscriptionsTestCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsTestCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestCreateConversationMutation, SubscriptionsTestCreateConversationMutationVariables>;
export const SubscriptionsTestSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsTestSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestSendMessageMutation, SubscriptionsTestSendMessageMutationVariables>;
export const SubscriptionsTestConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsTestConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestConversationsQuery, SubscriptionsTestConversationsQueryVariables>;
export const SubscriptionsTestMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsTestMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestMarkReadMutation, SubscriptionsTestMarkReadMutationVariables>;
export const SubscriptionsTestMessagesAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsTestMessagesAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTestMessagesAfterQuery, SubscriptionsTestMessagesAfterQueryVariables>;
export const TestWalletCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWalletCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestWalletCreateMutation, TestWalletCreateMutationVariables>;
export const TestWalletBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWalletBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWalletBalancesQuery, TestWalletBalancesQueryVariables>;