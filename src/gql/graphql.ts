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

/** A payment as you see it. */
export type PaymentDirection =
  /** You were paid. */
  | 'RECEIVED'
  /** You paid it. */
  | 'SENT';

/** What a chain transaction of a payment does. */
export type PaymentLegOperation =
  /** The sender's tokens are burned (the first step across currencies). */
  | 'BURN'
  /** The recipient's tokens are minted at the quoted rate (the second step), or the sender's are minted back after that failed. */
  | 'MINT'
  /** The sender's tokens move to the recipient (one currency). */
  | 'TRANSFER';

/** Who is paid: exactly one of usertag, alias or address (BAD_USER_INPUT naming `recipient` otherwise). */
export type PaymentRecipientInput = {
  /** A wallet address (0x and 40 hex digits). */
  address?: string | null | undefined;
  /** An alias: paid where the channel carrying it routes. */
  alias?: string | null | undefined;
  /** A user's usertag: paid into their primary wallet. */
  usertag?: string | null | undefined;
};

/** How the sender named the recipient. */
export type PaymentRecipientKind =
  /** A wallet address (of a user of the service or not). */
  | 'ADDRESS'
  /** An alias: paid where the channel carrying it routes (see docs/payments.md). */
  | 'ALIAS'
  /** A usertag: paid into that user's primary wallet. */
  | 'USERTAG';

/** PENDING (recorded) → SUBMITTED (on its way on chain) → CONFIRMED (final) or FAILED. */
export type PaymentStatus =
  /** Final: the recipient holds the amount received. */
  | 'CONFIRMED'
  /** Did not happen; failureReason says why. Nothing left the sender (a cross-currency payment whose second step failed was returned to the sender). */
  | 'FAILED'
  /** Recorded with its idempotency key; nothing sent to the chain yet. */
  | 'PENDING'
  /** Its chain transactions are on their way; not final yet. */
  | 'SUBMITTED';

/** A payment: who, how much, from which wallet, and your passcode. */
export type SendPaymentInput = {
  /** In `currency`: positive, at most 2 decimals, at most PAYMENT_MAX_AMOUNT (BAD_USER_INPUT otherwise). */
  amount: string;
  /** The currency sent; default your profile currency. */
  currency?: CurrencyCode | null | undefined;
  /** "primary" (default) or the id of one of your crypto identities the service holds the key of. */
  fromWallet?: string | number | null | undefined;
  /** Makes retries safe: the same key and input return the first result; the same key with other input is a ConflictError. */
  idempotencyKey?: string | null | undefined;
  /** Shown to both parties as the chat message; at most 200 characters. */
  note?: string | null | undefined;
  /** Your account passcode: every payment asks for it (FORBIDDEN when wrong; failures are throttled). */
  passcode: string;
  /** A quote of yours (paymentQuote): its rate and receive currency are used. */
  quoteId?: string | number | null | undefined;
  /** Who is paid. */
  recipient: PaymentRecipientInput;
  /** The name of one of your channels linked to a crypto wallet: pays from that wallet. */
  route?: string | null | undefined;
};

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

/** PENDING (recorded) → SUBMITTED (sent, hash known) → CONFIRMED (final at the confirmation depth) or FAILED. A deposit through a provider is AWAITING_DEPOSIT until the payer approves, then PENDING; a withdrawal is PAYING_OUT between its burn and its payout. REORGED: its transaction left the chain after it was confirmed; the service sends it again and it becomes CONFIRMED (or FAILED) once more. */
export type StablecoinTransactionStatus =
  /** A deposit requested from the mobile-money or bank provider, waiting for the payer to approve it (on their phone, in their bank app). Nothing is minted until the provider confirms the collection; declined or not approved in time, it ends FAILED. */
  | 'AWAITING_DEPOSIT'
  /** Final at the confirmation depth (CHAIN_CONFIRMATIONS blocks); fees are recorded and a burn has been paid out. */
  | 'CONFIRMED'
  /** Did not happen; failureReason says why. A mint's collected deposit is refunded through the rail. */
  | 'FAILED'
  /** A withdrawal burned on chain (transactionHash known) whose payout the provider has not finished: CONFIRMED once paid; a payout that fails ends FAILED and the amount is minted back to the wallet. */
  | 'PAYING_OUT'
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
  /** The passcode in force. A wrong one is FORBIDDEN and counts as a failure for the account (RATE_LIMITED while the account is locked). */
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
    | { __typename: 'MintStablecoinSuccess', stablecoinTransaction: { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, status: StablecoinTransactionStatus, failureReason: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestBurnMutationVariables = Exact<{
  input: BurnStablecoinInput;
}>;


export type RestBurnMutation = { burnStablecoin:
    | { __typename: 'BurnStablecoinSuccess', stablecoinTransaction: { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, status: StablecoinTransactionStatus, failureReason: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null } }
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestStablecoinTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type RestStablecoinTransactionQuery = { stablecoinTransaction: { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, status: StablecoinTransactionStatus, failureReason: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null } | null };

export type RestStablecoinTransactionFragment = { databaseId: number, createdAt: string, userId: string, direction: FundingDirection, chainOperation: ChainOperation, transactionHash: string | null, networkFeeEth: string | null, userPaysFees: boolean, status: StablecoinTransactionStatus, failureReason: string | null, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode }, networkFee: { amount: string } | null };

export type RestFxRateQueryVariables = Exact<{
  base: CurrencyCode;
  quote: CurrencyCode;
}>;


export type RestFxRateQuery = { exchangeRate: { base: CurrencyCode, quote: CurrencyCode, rate: string, asOf: string } };

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

export type RestPaymentFragment = { id: string, createdAt: string, confirmedAt: string | null, status: PaymentStatus, direction: PaymentDirection, rate: string, note: string | null, recipientKind: PaymentRecipientKind, recipient: string, counterpartyUsertag: string | null, fromAddress: string, toAddress: string, failureReason: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode }, fee: { amount: string }, transactions: Array<{ operation: PaymentLegOperation, transactionHash: string | null, status: StablecoinTransactionStatus }> };

export type RestSendPaymentMutationVariables = Exact<{
  input: SendPaymentInput;
}>;


export type RestSendPaymentMutation = { sendPayment:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SendPaymentSuccess', payment: { id: string, createdAt: string, confirmedAt: string | null, status: PaymentStatus, direction: PaymentDirection, rate: string, note: string | null, recipientKind: PaymentRecipientKind, recipient: string, counterpartyUsertag: string | null, fromAddress: string, toAddress: string, failureReason: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode }, fee: { amount: string }, transactions: Array<{ operation: PaymentLegOperation, transactionHash: string | null, status: StablecoinTransactionStatus }> } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type RestPaymentHistoryQueryVariables = Exact<{
  first?: number | null | undefined;
  startingAfter?: string | number | null | undefined;
  direction?: PaymentDirection | null | undefined;
  status?: PaymentStatus | null | undefined;
  currency?: CurrencyCode | null | undefined;
  counterparty?: string | null | undefined;
}>;


export type RestPaymentHistoryQuery = { viewer: { payments: { edges: Array<{ node: { id: string, createdAt: string, confirmedAt: string | null, status: PaymentStatus, direction: PaymentDirection, rate: string, note: string | null, recipientKind: PaymentRecipientKind, recipient: string, counterpartyUsertag: string | null, fromAddress: string, toAddress: string, failureReason: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode }, fee: { amount: string }, transactions: Array<{ operation: PaymentLegOperation, transactionHash: string | null, status: StablecoinTransactionStatus }> } }>, pageInfo: { hasNextPage: boolean } } } | null };

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

export const RestSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}}]}}]} as unknown as DocumentNode<RestSessionFragment, unknown>;
export const RestChannelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestChannel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]} as unknown as DocumentNode<RestChannelFragment, unknown>;
export const RestConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<RestConversationFragment, unknown>;
export const RestStablecoinTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]} as unknown as DocumentNode<RestStablecoinTransactionFragment, unknown>;
export const RestPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RestPaymentFragment, unknown>;
export const RestProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestProfileFragment, unknown>;
export const RestAliasFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestAliasFragment, unknown>;
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
export const RestMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]} as unknown as DocumentNode<RestMintMutation, RestMintMutationVariables>;
export const RestBurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestBurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]} as unknown as DocumentNode<RestBurnMutation, RestBurnMutationVariables>;
export const RestStablecoinTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStablecoinTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestStablecoinTransaction"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]} as unknown as DocumentNode<RestStablecoinTransactionQuery, RestStablecoinTransactionQueryVariables>;
export const RestFxRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestFxRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]}}]} as unknown as DocumentNode<RestFxRateQuery, RestFxRateQueryVariables>;
export const RestLinkIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLinkIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestLinkIdentityMutation, RestLinkIdentityMutationVariables>;
export const RestUpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestUpdateIdentityMutation, RestUpdateIdentityMutationVariables>;
export const RestDeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestDeleteIdentityMutation, RestDeleteIdentityMutationVariables>;
export const RestViewIdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewIdentities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestViewIdentitiesQuery, RestViewIdentitiesQueryVariables>;
export const RestSendPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSendPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendPaymentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPayment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RestSendPaymentMutation, RestSendPaymentMutationVariables>;
export const RestPaymentHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPaymentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counterparty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"startingAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"counterparty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counterparty"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPayment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RestPaymentHistoryQuery, RestPaymentHistoryQueryVariables>;
export const RestCreateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProfile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestCreateProfileMutation, RestCreateProfileMutationVariables>;
export const RestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestProfile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]} as unknown as DocumentNode<RestUpdateProfileMutation, RestUpdateProfileMutationVariables>;
export const RestViewProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usertag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewProfileQuery, RestViewProfileQueryVariables>;
export const RestCreateAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestCreateAliasMutation, RestCreateAliasMutationVariables>;
export const RestViewAliasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestViewAliasesQuery, RestViewAliasesQueryVariables>;
export const RestDeleteAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAlias"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAlias"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alias"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<RestDeleteAliasMutation, RestDeleteAliasMutationVariables>;
export const RestCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RestCreateWalletMutation, RestCreateWalletMutationVariables>;