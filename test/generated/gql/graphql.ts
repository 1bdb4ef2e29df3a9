/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an API token may do. Each root field needs one; an access token has them all. */
export type ApiTokenScope =
  /** Conversations, messages, reactions, read receipts and groups. */
  | 'CHAT'
  /** Deposits (mint), withdrawals (burn), payment quotes, payments and wallet tokens. Payments still ask for the passcode. */
  | 'MONEY'
  /** The profile, aliases, linked identities and channels. */
  | 'PROFILE'
  /** Every query and subscription: the account, profile, identities (without secrets), conversations, balances, transactions and payments. */
  | 'READ'
  /** Identity secrets (a government ID number, a linked wallet's private key): GraphQL still asks for the passcode; the legacy REST identity answers include them only under this scope. */
  | 'SECRETS'
  /** Webhook endpoints: create, change, disable, rotate their secrets, send test events, see and redeliver deliveries. */
  | 'WEBHOOKS';

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

/** A new API token. A value outside its rule is an InvalidInputError naming the field. */
export type CreateApiTokenInput = {
  /** How many days it works, from now: 1 to 365. */
  expiresInDays: number;
  /** What it is for: trimmed, 1 to 64 characters without control characters (need not be unique). */
  name: string;
  /** What it may do: at least one scope (repeats count once). */
  scopes: Array<ApiTokenScope>;
};

/** A new channel. A value outside its rule is BAD_USER_INPUT naming the field. */
export type CreateChannelInput = {
  /** One of the caller's aliases (NOT_FOUND otherwise); omit or null for the usertag. */
  aliasId?: string | number | null | undefined;
  /** One of the caller's mmo, bank or crypto identities (a UUID). Unknown or another user's: NOT_FOUND; a government ID: BAD_USER_INPUT. */
  linkedAccountId: string | number;
  /** Trimmed, 1 to 64 characters without control characters; unique among the caller's channels as written (case-sensitive), CONFLICT otherwise. */
  routeName: string;
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

/** What to price: an amount in one currency, received in the same or another. */
export type PaymentQuoteInput = {
  /** What the sender pays, in units of currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT; an InvalidInputError otherwise. */
  amount: string;
  /** The currency sent. */
  currency: CurrencyCode;
  /** The currency the recipient receives; the same as currency when left out. */
  receiveCurrency?: CurrencyCode | null | undefined;
};

/** The API token to revoke. */
export type RevokeApiTokenInput = {
  /** Its id (a UUID; an InvalidInputError otherwise). */
  id: string | number;
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

export type TestApiTokenCreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type TestApiTokenCreateMutation = { createApiToken:
    | { __typename: 'CreateApiTokenSuccess', created: { token: string, apiToken: { id: string, name: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestApiTokenRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type TestApiTokenRevokeMutation = { revokeApiToken:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RevokeApiTokenSuccess', apiToken: { id: string, revokedAt: string | null } }
   };

export type TestApiTokenListQueryVariables = Exact<{ [key: string]: never; }>;


export type TestApiTokenListQuery = { viewer: { apiTokens: Array<{ id: string, name: string, scopes: Array<ApiTokenScope>, lastUsedAt: string | null }> | null } | null };

export type TestApiTokenViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TestApiTokenViewerQuery = { viewer: { id: string, email: string | null } | null };

export type TestApiTokenAliasMutationVariables = Exact<{ [key: string]: never; }>;


export type TestApiTokenAliasMutation = { createAlias:
    | { __typename: 'CreateAliasSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'UnprocessableError' }
   };

export type TestApiTokenSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type TestApiTokenSignOutMutation = { signOut: { revokedTokens: number } };

export type TestApiTokenPasscodeMutationVariables = Exact<{
  input: UpdatePasscodeInput;
}>;


export type TestApiTokenPasscodeMutation = { updatePasscode:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'UpdatePasscodeSuccess' }
   };

export type TestApiTokenUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestApiTokenUpdatesSubscription = { conversationUpdated: { __typename: 'ConversationUpdate' } };

export type TestAuthViewerIdQueryVariables = Exact<{ [key: string]: never; }>;


export type TestAuthViewerIdQuery = { viewer: { id: string } | null };

export type TestAuthViewerEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type TestAuthViewerEmailQuery = { viewer: { id: string, email: string | null } | null };

export type TestAuthSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type TestAuthSignUpMutation = { signUp:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignUpSuccess', session: { accessToken: string, userId: string, passcodeStatus: PasscodeStatus, expiresAt: string } }
   };

export type TestAuthSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type TestAuthSignInMutation = { signIn:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignInSuccess', session: { accessToken: string, userId: string, passcodeStatus: PasscodeStatus, expiresAt: string } }
   };

export type TestAuthUpdatePasscodeMutationVariables = Exact<{
  input: UpdatePasscodeInput;
}>;


export type TestAuthUpdatePasscodeMutation = { updatePasscode:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdatePasscodeSuccess', viewer: { id: string } }
   };

export type TestAuthSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type TestAuthSignOutMutation = { signOut: { revokedTokens: number } };

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

export type TestChannelCreateTypenameMutationVariables = Exact<{
  input: CreateChannelInput;
}>;


export type TestChannelCreateTypenameMutation = { createChannel:
    | { __typename: 'ConflictError' }
    | { __typename: 'CreateChannelSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestChannelDeleteTypenameMutationVariables = Exact<{
  input: DeleteChannelInput;
}>;


export type TestChannelDeleteTypenameMutation = { deleteChannel:
    | { __typename: 'DeleteChannelSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestChannelIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestChannelIdsQuery = { viewer: { channels: Array<{ id: string }> } | null };

export type TestMessagesOpenMutationVariables = Exact<{
  c?: string | number | null | undefined;
  g?: string | number | null | undefined;
}>;


export type TestMessagesOpenMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', created: boolean, conversation: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesSendMutationVariables = Exact<{
  c: string | number;
  t: string;
}>;


export type TestMessagesSendMutation = { sendMessage:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string, conversationId: string, text: string, fromViewer: boolean, cursor: string, createdAt: string, readAt: string | null, contact: { id: string } } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesMarkReadMutationVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesMarkReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'MarkConversationReadSuccess', conversation: { id: string, lastOpenedAt: string | null, unreadCount: number } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMessagesUnreadQuery = { viewer: { unreadCount: number } | null, conversations: { edges: Array<{ node: { id: string, contactId: string | null, groupId: string | null, unreadCount: number } }> } };

export type TestMessagesReadAtQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesReadAtQuery = { messages: { edges: Array<{ node: { readAt: string | null } }> } };

export type TestMessagesReceivedQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesReceivedQuery = { conversation: { contactId: string | null, lastActiveAt: string | null, lastMessage: { text: string, fromViewer: boolean, contact: { id: string } } | null } | null };

export type TestMessagesThreadQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesThreadQuery = { conversation: { messages: { edges: Array<{ node: { text: string, fromViewer: boolean } }> } } | null };

export type TestMessagesCountsQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesCountsQuery = { conversation: { unreadCount: number, messages: { edges: Array<{ node: { text: string } }> } } | null, viewer: { unreadCount: number } | null };

export type TestMessagesPageQueryVariables = Exact<{
  c: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type TestMessagesPageQuery = { conversation: { messages: { edges: Array<{ cursor: string, node: { text: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type TestMessagesRefusedPageQueryVariables = Exact<{
  c: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
}>;


export type TestMessagesRefusedPageQuery = { conversation: { messages: { edges: Array<{ cursor: string }> } } | null };

export type TestMessagesCatchUpQueryVariables = Exact<{
  a?: string | null | undefined;
}>;


export type TestMessagesCatchUpQuery = { messages: { edges: Array<{ node: { text: string, conversationId: string } }>, pageInfo: { hasNextPage: boolean } } };

export type TestMessagesReactMutationVariables = Exact<{
  m: string | number;
  e: string;
}>;


export type TestMessagesReactMutation = { addReaction:
    | { __typename: 'AddReactionSuccess', reactedMessage: { id: string, reactions: Array<{ emoji: string, fromViewer: boolean, contact: { id: string } }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesUnreactMutationVariables = Exact<{
  m: string | number;
  e: string;
}>;


export type TestMessagesUnreactMutation = { removeReaction:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RemoveReactionSuccess', reactedMessage: { id: string, reactions: Array<{ emoji: string, contact: { id: string } }> } }
   };

export type TestMessagesReactionsQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesReactionsQuery = { conversation: { lastMessage: { reactions: Array<{ emoji: string, fromViewer: boolean, contact: { id: string } }> } | null } | null };

export type TestMessagesFindContactQueryVariables = Exact<{
  u: string;
}>;


export type TestMessagesFindContactQuery = { contact: { id: string, username: string | null, phoneNumber: string | null, avatarUrl: string | null, lastActiveAt: string | null, createdAt: string, isSystem: boolean } | null };

export type TestMessagesNoContactQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMessagesNoContactQuery = { contact: { id: string } | null };

export type TestMessagesConversationContactQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesConversationContactQuery = { conversation: { contact: { id: string, username: string | null, phoneNumber: string | null, lastActiveAt: string | null } | null } | null };

export type TestMessagesOwnPhoneQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesOwnPhoneQuery = { conversation: { lastMessage: { contact: { phoneNumber: string | null } } | null } | null };

export type TestMessagesSystemConversationQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesSystemConversationQuery = { conversation: { contactId: string | null, unreadCount: number, contact: { id: string, username: string | null, isSystem: boolean } | null, messages: { edges: Array<{ node: { text: string, fromViewer: boolean } }> } } | null, viewer: { unreadCount: number } | null };

export type TestMessagesGroupFieldsFragment = { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> };

export type TestMessagesCreateGroupMutationVariables = Exact<{
  n: string;
  m?: Array<string | number> | string | number | null | undefined;
}>;


export type TestMessagesCreateGroupMutation = { createGroup:
    | { __typename: 'CreateGroupSuccess', group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesAddGroupMembersMutationVariables = Exact<{
  g: string | number;
  u: Array<string | number> | string | number;
}>;


export type TestMessagesAddGroupMembersMutation = { addGroupMembers:
    | { __typename: 'AddGroupMembersSuccess', group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesRemoveGroupMemberMutationVariables = Exact<{
  g: string | number;
  u: string | number;
}>;


export type TestMessagesRemoveGroupMemberMutation = { removeGroupMember:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RemoveGroupMemberSuccess', group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } }
   };

export type TestMessagesLeaveGroupMutationVariables = Exact<{
  g: string | number;
}>;


export type TestMessagesLeaveGroupMutation = { leaveGroup:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'LeaveGroupSuccess', group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestMessagesConversationGroupQueryVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesConversationGroupQuery = { conversation: { group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } | null } | null };

export type TestMessagesGroupIdQueryVariables = Exact<{
  g: string | number;
}>;


export type TestMessagesGroupIdQuery = { group: { id: string } | null };

export type TestMessagesGroupAndGroupsQueryVariables = Exact<{
  g: string | number;
}>;


export type TestMessagesGroupAndGroupsQuery = { group: { id: string, name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string } }> } | null, groups: Array<{ id: string }> };

export type TestMessagesGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMessagesGroupsQuery = { groups: Array<{ id: string }> };

export type TestMessagesPayloadGroupIdMutationVariables = Exact<{ [key: string]: never; }>;


export type TestMessagesPayloadGroupIdMutation = { createGroup:
    | { __typename: 'CreateGroupSuccess', group: { id: string } }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestMessagesPayloadSendMessageMutationVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesPayloadSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SendMessageSuccess' }
    | { __typename: 'UnprocessableError' }
   };

export type TestMessagesPayloadMarkReadMutationVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesPayloadMarkReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'MarkConversationReadSuccess' }
    | { __typename: 'NotFoundError' }
   };

export type TestMessagesPayloadUpdateConversationMutationVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesPayloadUpdateConversationMutation = { updateConversation:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UpdateConversationSuccess' }
   };

export type TestMessagesPayloadAddReactionMutationVariables = Exact<{
  m: string | number;
}>;


export type TestMessagesPayloadAddReactionMutation = { addReaction:
    | { __typename: 'AddReactionSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnprocessableError' }
   };

export type TestMessagesPayloadRemoveReactionMutationVariables = Exact<{
  m: string | number;
}>;


export type TestMessagesPayloadRemoveReactionMutation = { removeReaction:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RemoveReactionSuccess' }
   };

export type TestMessagesPayloadCreateGroupMutationVariables = Exact<{ [key: string]: never; }>;


export type TestMessagesPayloadCreateGroupMutation = { createGroup:
    | { __typename: 'CreateGroupSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestMessagesPayloadAddGroupMembersMutationVariables = Exact<{
  g: string | number;
  u: Array<string | number> | string | number;
}>;


export type TestMessagesPayloadAddGroupMembersMutation = { addGroupMembers:
    | { __typename: 'AddGroupMembersSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnprocessableError' }
   };

export type TestMessagesPayloadRemoveGroupMemberMutationVariables = Exact<{
  g: string | number;
  u: string | number;
}>;


export type TestMessagesPayloadRemoveGroupMemberMutation = { removeGroupMember:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RemoveGroupMemberSuccess' }
   };

export type TestMessagesPayloadLeaveGroupMutationVariables = Exact<{
  g: string | number;
}>;


export type TestMessagesPayloadLeaveGroupMutation = { leaveGroup:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'LeaveGroupSuccess' }
    | { __typename: 'NotFoundError' }
   };

export type TestMessagesPayloadCreateConversationMutationVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestMessagesPayloadCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestMessagesPayloadDeleteConversationMutationVariables = Exact<{
  c: string | number;
}>;


export type TestMessagesPayloadDeleteConversationMutation = { deleteConversation:
    | { __typename: 'DeleteConversationSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestConversationQueriesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TestConversationQueriesPageQuery = { viewer: { unreadCount: number } | null, conversations: { edges: Array<{ cursor: string, node: { id: string, contactId: string | null, isMuted: boolean, unreadCount: number, lastActiveAt: string | null, contact: { id: string, username: string | null, phoneNumber: string | null, isSystem: boolean } | null, group: { name: string, isMember: boolean, members: Array<{ isAdmin: boolean, contact: { id: string, username: string | null } }> } | null, lastMessage: { text: string, fromViewer: boolean, contact: { username: string | null }, reactions: Array<{ emoji: string, contact: { id: string } }> } | null, messages: { edges: Array<{ node: { text: string, reactions: Array<{ emoji: string }> } }>, pageInfo: { hasPreviousPage: boolean } } } }>, pageInfo: { hasNextPage: boolean } } };

export type TestConversationQueriesOpenMutationVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestConversationQueriesOpenMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', conversation: { id: string } }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestConversationQueriesSendMutationVariables = Exact<{
  c: string | number;
  m: string;
}>;


export type TestConversationQueriesSendMutation = { sendMessage:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string } }
    | { __typename: 'UnprocessableError' }
   };

export type TestConversationQueriesReactMutationVariables = Exact<{
  m: string | number;
}>;


export type TestConversationQueriesReactMutation = { addReaction:
    | { __typename: 'AddReactionSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnprocessableError' }
   };

export type TestConversationQueriesCreateGroupMutationVariables = Exact<{
  name: string;
  m?: Array<string | number> | string | number | null | undefined;
}>;


export type TestConversationQueriesCreateGroupMutation = { createGroup:
    | { __typename: 'CreateGroupSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestConversationSendMessageMutationVariables = Exact<{
  c: string | number;
  t: string;
}>;


export type TestConversationSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string, conversationId: string } }
    | { __typename: 'UnprocessableError' }
   };

export type TestConversationCreateGroupMutationVariables = Exact<{
  n: string;
  m?: Array<string | number> | string | number | null | undefined;
}>;


export type TestConversationCreateGroupMutation = { createGroup:
    | { __typename: 'CreateGroupSuccess', group: { id: string } }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestConversationUpdateArchivedAtMutationVariables = Exact<{
  c: string | number;
  a?: string | null | undefined;
}>;


export type TestConversationUpdateArchivedAtMutation = { updateConversation:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateConversationSuccess', conversation: { archivedAt: string | null } }
   };

export type TestConversationUpdateUnreadableArchivedAtMutationVariables = Exact<{
  c: string | number;
}>;


export type TestConversationUpdateUnreadableArchivedAtMutation = { updateConversation:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UpdateConversationSuccess' }
   };

export type TestConversationConnectionPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type TestConversationConnectionPageQuery = { conversations: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type TestConversationUnknownCursorQueryVariables = Exact<{ [key: string]: never; }>;


export type TestConversationUnknownCursorQuery = { conversations: { edges: Array<{ cursor: string }> } };

export type TestConversationForeignSendMessageMutationVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestConversationForeignMarkReadMutationVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignMarkReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestConversationForeignUpdateMutationVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignUpdateMutation = { updateConversation:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestConversationForeignDeleteMutationVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignDeleteMutation = { deleteConversation:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestConversationForeignMessagesQueryVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestConversationForeignMessagesQuery = { messages: { edges: Array<{ node: { id: string } }> } };

export type TestConversationForeignConversationsAfterQueryVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignConversationsAfterQuery = { conversations: { edges: Array<{ node: { id: string } }> } };

export type TestConversationForeignLookupQueryVariables = Exact<{
  c: string | number;
}>;


export type TestConversationForeignLookupQuery = { conversation: { id: string } | null };

export type TestConversationForeignReactionMutationVariables = Exact<{
  m: string | number;
}>;


export type TestConversationForeignReactionMutation = { addReaction:
    | { __typename: 'InvalidInputError', code: ErrorCode, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestConversationForeignSeenQueryVariables = Exact<{ [key: string]: never; }>;


export type TestConversationForeignSeenQuery = { messages: { edges: Array<{ node: { id: string } }> }, viewer: { unreadCount: number } | null };

export type TestDoorsConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestDoorsConversationUpdatedSubscription = { conversationUpdated: { __typename: 'ConversationUpdate' } };

export type TestDoorsViewerIdQueryVariables = Exact<{ [key: string]: never; }>;


export type TestDoorsViewerIdQuery = { viewer: { id: string } | null };

export type TestDoorsArchiveConversationMutationVariables = Exact<{
  v?: string | null | undefined;
}>;


export type TestDoorsArchiveConversationMutation = { updateConversation:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UpdateConversationSuccess' }
   };

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

export type FxTestRateQueryVariables = Exact<{
  base: CurrencyCode;
  quote: CurrencyCode;
}>;


export type FxTestRateQuery = { exchangeRate: { base: CurrencyCode, quote: CurrencyCode, rate: string, asOf: string } };

export type FxTestQuoteMutationVariables = Exact<{
  input: PaymentQuoteInput;
}>;


export type FxTestQuoteMutation = { paymentQuote:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'PaymentQuoteSuccess', paymentQuote: { id: string, rate: string, expiresAt: string, createdAt: string, sendAmount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode }, fee: { amount: string, currency: CurrencyCode } } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

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

export type TestIdentityRevealQueryVariables = Exact<{
  passcode?: string | null | undefined;
}>;


export type TestIdentityRevealQuery = { viewer: { identities: Array<
      | { __typename: 'BankIdentity', id: string, kind: IdentityKind, userId: string }
      | { __typename: 'CryptoIdentity', publicAddress: string, privateKey: string | null, id: string, kind: IdentityKind, userId: string }
      | { __typename: 'GovernmentIdIdentity', governmentIdNumberLast4: string | null, governmentIdNumber: string | null, id: string, kind: IdentityKind, userId: string }
      | { __typename: 'MobileMoneyIdentity', id: string, kind: IdentityKind, userId: string }
    > } | null };

export type TestIdentityIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestIdentityIdsQuery = { viewer: { identities: Array<
      | { id: string }
      | { id: string }
      | { id: string }
      | { id: string }
    > } | null };

export type TestIdentityBanksQueryVariables = Exact<{
  kind?: IdentityKind | null | undefined;
}>;


export type TestIdentityBanksQuery = { viewer: { identities: Array<
      | { bankAccountNumber: string, bankSortCode: string, currency: CurrencyCode | null, id: string, kind: IdentityKind }
      | { id: string, kind: IdentityKind }
      | { id: string, kind: IdentityKind }
      | { id: string, kind: IdentityKind }
    > } | null };

export type TestIdentityLinkMutationVariables = Exact<{
  input: LinkIdentityInput;
}>;


export type TestIdentityLinkMutation = { linkIdentity:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'LinkIdentitySuccess', identity:
        | { __typename: 'BankIdentity', id: string }
        | { __typename: 'CryptoIdentity', id: string }
        | { __typename: 'GovernmentIdIdentity', id: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, id: string }
       }
   };

export type TestIdentityUpdateMutationVariables = Exact<{
  input: UpdateIdentityInput;
}>;


export type TestIdentityUpdateMutation = { updateIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateIdentitySuccess', identity:
        | { __typename: 'BankIdentity', id: string }
        | { __typename: 'CryptoIdentity', id: string }
        | { __typename: 'GovernmentIdIdentity', id: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, id: string }
       }
   };

export type TestIdentityDeleteMutationVariables = Exact<{
  input: DeleteIdentityInput;
}>;


export type TestIdentityDeleteMutation = { deleteIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'DeleteIdentitySuccess', identity:
        | { __typename: 'BankIdentity', id: string }
        | { __typename: 'CryptoIdentity', id: string }
        | { __typename: 'GovernmentIdIdentity', id: string }
        | { __typename: 'MobileMoneyIdentity', phoneNumber: string, providerName: string, currency: CurrencyCode | null, relayCatchAll: boolean, id: string }
       }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestIdentityDeleteOrErrorMutationVariables = Exact<{
  input: DeleteIdentityInput;
}>;


export type TestIdentityDeleteOrErrorMutation = { deleteIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'DeleteIdentitySuccess' }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestIdentityLinkTypenameMutationVariables = Exact<{
  input: LinkIdentityInput;
}>;


export type TestIdentityLinkTypenameMutation = { linkIdentity:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'LinkIdentitySuccess' }
   };

export type TestIdentityUpdateErrorCodeMutationVariables = Exact<{
  input: UpdateIdentityInput;
}>;


export type TestIdentityUpdateErrorCodeMutation = { updateIdentity:
    | { code: ErrorCode }
    | { code: ErrorCode }
    | { code: ErrorCode }
    | Record<PropertyKey, never>
   };

export type TestIdentityDeleteTypenameMutationVariables = Exact<{
  input: DeleteIdentityInput;
}>;


export type TestIdentityDeleteTypenameMutation = { deleteIdentity:
    | { __typename: 'ConflictError' }
    | { __typename: 'DeleteIdentitySuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
   };

export type TestIdentityUpdateErrorMutationVariables = Exact<{
  input: UpdateIdentityInput;
}>;


export type TestIdentityUpdateErrorMutation = { updateIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, field: string | null }
    | Record<PropertyKey, never>
   };

export type TestIdentityDeleteErrorMutationVariables = Exact<{
  input: DeleteIdentityInput;
}>;


export type TestIdentityDeleteErrorMutation = { deleteIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, field: string | null }
    | Record<PropertyKey, never>
   };

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

export type TestProfileViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TestProfileViewerQuery = { viewer: { profile: { id: string, databaseId: number, firstName: string, usertag: string | null, dateOfBirth: string, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode } | null, usertag: { id: string, databaseId: number, usertag: string } | null, aliases: Array<{ id: string, databaseId: number, alias: string }> } | null };

export type TestProfileCreateMutationVariables = Exact<{
  input: CreateProfileInput;
}>;


export type TestProfileCreateMutation = { createProfile:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateProfileSuccess', profile: { id: string, firstName: string, dateOfBirth: string, postcode: string, defaultCurrency: CurrencyCode, usertag: string | null } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type TestProfileUpdateMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type TestProfileUpdateMutation = { updateProfile:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateProfileSuccess', profile: { id: string, firstName: string, dateOfBirth: string, postcode: string, defaultCurrency: CurrencyCode, usertag: string | null } }
   };

export type TestProfileCreateAliasMutationVariables = Exact<{ [key: string]: never; }>;


export type TestProfileCreateAliasMutation = { createAlias:
    | { __typename: 'CreateAliasSuccess', alias: { id: string, alias: string, usertag: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type TestProfileDeleteAliasMutationVariables = Exact<{
  input: DeleteAliasInput;
}>;


export type TestProfileDeleteAliasMutation = { deleteAlias:
    | { __typename: 'DeleteAliasSuccess', alias: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type TestProfileAliasIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestProfileAliasIdsQuery = { viewer: { aliases: Array<{ id: string }> } | null };

export type TestProfileTypenamesMutationVariables = Exact<{
  passcode: string;
}>;


export type TestProfileTypenamesMutation = { a:
    | { __typename: 'CreateAliasSuccess' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'UnprocessableError' }
  , p:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UpdateProfileSuccess' }
  , u:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'UpdatePasscodeSuccess' }
   };

export type TestSecretsRevealQueryVariables = Exact<{
  passcode?: string | null | undefined;
}>;


export type TestSecretsRevealQuery = { viewer: { identities: Array<
      | { privateKey: string | null }
      | { governmentIdNumber: string | null }
      | Record<PropertyKey, never>
    > } | null };

export type TestSessionsConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestSessionsConversationUpdatedSubscription = { conversationUpdated: { __typename: 'ConversationUpdate' } };

export type TestSessionsViewerIdQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSessionsViewerIdQuery = { viewer: { id: string } | null };

export type TestSessionsUpdatePasscodeMutationVariables = Exact<{
  input: UpdatePasscodeInput;
}>;


export type TestSessionsUpdatePasscodeMutation = { updatePasscode:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'UpdatePasscodeSuccess' }
   };

export type TestSubscriptionsMessageAddedSubscriptionVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestSubscriptionsMessageAddedSubscription = { messageAdded: { id: string, conversationId: string, text: string, fromViewer: boolean, cursor: string, contact: { id: string } } };

export type TestSubscriptionsConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestSubscriptionsConversationUpdatedSubscription = { conversationUpdated: { conversationId: string, deleted: boolean, unreadTotal: number, conversation: { id: string, isMuted: boolean, unreadCount: number, lastMessage: { text: string } | null } | null } };

export type TestSubscriptionsConversationCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestSubscriptionsConversationCountsSubscription = { conversationUpdated: { conversationId: string, unreadTotal: number, conversation: { id: string, unreadCount: number, unreadMentionCount: number, lastMessage: { text: string } | null } | null } };

export type TestSubscriptionsCreateConversationMutationVariables = Exact<{
  c?: string | number | null | undefined;
}>;


export type TestSubscriptionsCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', conversation: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type TestSubscriptionsSendMessageMutationVariables = Exact<{
  c: string | number;
  m: string;
}>;


export type TestSubscriptionsSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string, cursor: string } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string }
   };

export type TestSubscriptionsConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSubscriptionsConversationsQuery = { conversations: { edges: Array<{ node: { id: string } }> } };

export type TestSubscriptionsMarkReadMutationVariables = Exact<{
  c: string | number;
}>;


export type TestSubscriptionsMarkReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'MarkConversationReadSuccess', conversation: { id: string } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type TestSubscriptionsMessagesAfterQueryVariables = Exact<{
  a?: string | null | undefined;
}>;


export type TestSubscriptionsMessagesAfterQuery = { messages: { edges: Array<{ node: { text: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestWalletCreateMutationVariables = Exact<{
  i: CreateWalletInput;
}>;


export type TestWalletCreateMutation = { createWallet:
    | { __typename: 'CreateWalletSuccess', wallet: { address: string, identityId: string, tokens: Array<{ symbol: CurrencyCode }> }, messages: Array<{ text: string }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type TestWalletBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestWalletBalancesQuery = { viewer: { wallet: { address: string, tokens: Array<{ symbol: CurrencyCode, balance: string }> } | null } | null };

export const TestMessagesGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesGroupFieldsFragment, unknown>;
export const TestFundingTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingTransactionFragment, unknown>;
export const TestApiTokenCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApiTokenCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestApiTokenCreateMutation, TestApiTokenCreateMutationVariables>;
export const TestApiTokenRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApiTokenRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestApiTokenRevokeMutation, TestApiTokenRevokeMutationVariables>;
export const TestApiTokenListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestApiTokenList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestApiTokenListQuery, TestApiTokenListQueryVariables>;
export const TestApiTokenViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestApiTokenViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TestApiTokenViewerQuery, TestApiTokenViewerQueryVariables>;
export const TestApiTokenAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApiTokenAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestApiTokenAliasMutation, TestApiTokenAliasMutationVariables>;
export const TestApiTokenSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApiTokenSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokens"}}]}}]}}]} as unknown as DocumentNode<TestApiTokenSignOutMutation, TestApiTokenSignOutMutationVariables>;
export const TestApiTokenPasscodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestApiTokenPasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestApiTokenPasscodeMutation, TestApiTokenPasscodeMutationVariables>;
export const TestApiTokenUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestApiTokenUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestApiTokenUpdatesSubscription, TestApiTokenUpdatesSubscriptionVariables>;
export const TestAuthViewerIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAuthViewerId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestAuthViewerIdQuery, TestAuthViewerIdQueryVariables>;
export const TestAuthViewerEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAuthViewerEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TestAuthViewerEmailQuery, TestAuthViewerEmailQueryVariables>;
export const TestAuthSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAuthSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestAuthSignUpMutation, TestAuthSignUpMutationVariables>;
export const TestAuthSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAuthSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passcodeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestAuthSignInMutation, TestAuthSignInMutationVariables>;
export const TestAuthUpdatePasscodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAuthUpdatePasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestAuthUpdatePasscodeMutation, TestAuthUpdatePasscodeMutationVariables>;
export const TestAuthSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAuthSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokens"}}]}}]}}]} as unknown as DocumentNode<TestAuthSignOutMutation, TestAuthSignOutMutationVariables>;
export const TestCreateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateChannelMutation, TestCreateChannelMutationVariables>;
export const TestUpdateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"aliasId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdateChannelMutation, TestUpdateChannelMutationVariables>;
export const TestDeleteChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestDeleteChannelMutation, TestDeleteChannelMutationVariables>;
export const TestChannelCreateTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestChannelCreateTypename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestChannelCreateTypenameMutation, TestChannelCreateTypenameMutationVariables>;
export const TestChannelDeleteTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestChannelDeleteTypename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestChannelDeleteTypenameMutation, TestChannelDeleteTypenameMutationVariables>;
export const TestChannelIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestChannelIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestChannelIdsQuery, TestChannelIdsQueryVariables>;
export const TestMessagesOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesOpenMutation, TestMessagesOpenMutationVariables>;
export const TestMessagesSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesSendMutation, TestMessagesSendMutationVariables>;
export const TestMessagesMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesMarkReadMutation, TestMessagesMarkReadMutationVariables>;
export const TestMessagesUnreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesUnread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesUnreadQuery, TestMessagesUnreadQueryVariables>;
export const TestMessagesReadAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesReadAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesReadAtQuery, TestMessagesReadAtQueryVariables>;
export const TestMessagesReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesReceivedQuery, TestMessagesReceivedQueryVariables>;
export const TestMessagesThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesThreadQuery, TestMessagesThreadQueryVariables>;
export const TestMessagesCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<TestMessagesCountsQuery, TestMessagesCountsQueryVariables>;
export const TestMessagesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesPageQuery, TestMessagesPageQueryVariables>;
export const TestMessagesRefusedPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesRefusedPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesRefusedPageQuery, TestMessagesRefusedPageQueryVariables>;
export const TestMessagesCatchUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesCatchUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesCatchUpQuery, TestMessagesCatchUpQueryVariables>;
export const TestMessagesReactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesReact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesReactMutation, TestMessagesReactMutationVariables>;
export const TestMessagesUnreactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesUnreact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesUnreactMutation, TestMessagesUnreactMutationVariables>;
export const TestMessagesReactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesReactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesReactionsQuery, TestMessagesReactionsQueryVariables>;
export const TestMessagesFindContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesFindContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usertag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]}}]} as unknown as DocumentNode<TestMessagesFindContactQuery, TestMessagesFindContactQueryVariables>;
export const TestMessagesNoContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesNoContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usertag"},"value":{"kind":"StringValue","value":"nobody_here","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMessagesNoContactQuery, TestMessagesNoContactQueryVariables>;
export const TestMessagesConversationContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesConversationContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesConversationContactQuery, TestMessagesConversationContactQueryVariables>;
export const TestMessagesOwnPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesOwnPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesOwnPhoneQuery, TestMessagesOwnPhoneQueryVariables>;
export const TestMessagesSystemConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesSystemConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<TestMessagesSystemConversationQuery, TestMessagesSystemConversationQueryVariables>;
export const TestMessagesCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"n"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"n"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"memberIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesCreateGroupMutation, TestMessagesCreateGroupMutationVariables>;
export const TestMessagesAddGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesAddGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddGroupMembersSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesAddGroupMembersMutation, TestMessagesAddGroupMembersMutationVariables>;
export const TestMessagesRemoveGroupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesRemoveGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveGroupMemberSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesRemoveGroupMemberMutation, TestMessagesRemoveGroupMemberMutationVariables>;
export const TestMessagesLeaveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesLeaveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesLeaveGroupMutation, TestMessagesLeaveGroupMutationVariables>;
export const TestMessagesConversationGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesConversationGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesConversationGroupQuery, TestMessagesConversationGroupQueryVariables>;
export const TestMessagesGroupIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesGroupId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMessagesGroupIdQuery, TestMessagesGroupIdQueryVariables>;
export const TestMessagesGroupAndGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesGroupAndGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMessagesGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMessagesGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<TestMessagesGroupAndGroupsQuery, TestMessagesGroupAndGroupsQueryVariables>;
export const TestMessagesGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMessagesGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestMessagesGroupsQuery, TestMessagesGroupsQueryVariables>;
export const TestMessagesPayloadGroupIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadGroupId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"g","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadGroupIdMutation, TestMessagesPayloadGroupIdMutationVariables>;
export const TestMessagesPayloadSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"x","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadSendMessageMutation, TestMessagesPayloadSendMessageMutationVariables>;
export const TestMessagesPayloadMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadMarkReadMutation, TestMessagesPayloadMarkReadMutationVariables>;
export const TestMessagesPayloadUpdateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadUpdateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"isMuted"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadUpdateConversationMutation, TestMessagesPayloadUpdateConversationMutationVariables>;
export const TestMessagesPayloadAddReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadAddReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"StringValue","value":"🔥","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadAddReactionMutation, TestMessagesPayloadAddReactionMutationVariables>;
export const TestMessagesPayloadRemoveReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadRemoveReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"StringValue","value":"🔥","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadRemoveReactionMutation, TestMessagesPayloadRemoveReactionMutationVariables>;
export const TestMessagesPayloadCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadCreateGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"h","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadCreateGroupMutation, TestMessagesPayloadCreateGroupMutationVariables>;
export const TestMessagesPayloadAddGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadAddGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadAddGroupMembersMutation, TestMessagesPayloadAddGroupMembersMutationVariables>;
export const TestMessagesPayloadRemoveGroupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadRemoveGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadRemoveGroupMemberMutation, TestMessagesPayloadRemoveGroupMemberMutationVariables>;
export const TestMessagesPayloadLeaveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadLeaveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"g"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"g"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadLeaveGroupMutation, TestMessagesPayloadLeaveGroupMutationVariables>;
export const TestMessagesPayloadCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadCreateConversationMutation, TestMessagesPayloadCreateConversationMutationVariables>;
export const TestMessagesPayloadDeleteConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessagesPayloadDeleteConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestMessagesPayloadDeleteConversationMutation, TestMessagesPayloadDeleteConversationMutationVariables>;
export const TestConversationQueriesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationQueriesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationQueriesPageQuery, TestConversationQueriesPageQueryVariables>;
export const TestConversationQueriesOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationQueriesOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationQueriesOpenMutation, TestConversationQueriesOpenMutationVariables>;
export const TestConversationQueriesSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationQueriesSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationQueriesSendMutation, TestConversationQueriesSendMutationVariables>;
export const TestConversationQueriesReactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationQueriesReact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"StringValue","value":"🔥","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestConversationQueriesReactMutation, TestConversationQueriesReactMutationVariables>;
export const TestConversationQueriesCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationQueriesCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"memberIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestConversationQueriesCreateGroupMutation, TestConversationQueriesCreateGroupMutationVariables>;
export const TestConversationSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationSendMessageMutation, TestConversationSendMessageMutationVariables>;
export const TestConversationCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"n"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"n"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"memberIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationCreateGroupMutation, TestConversationCreateGroupMutationVariables>;
export const TestConversationUpdateArchivedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationUpdateArchivedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"archivedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationUpdateArchivedAtMutation, TestConversationUpdateArchivedAtMutationVariables>;
export const TestConversationUpdateUnreadableArchivedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationUpdateUnreadableArchivedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"archivedAt"},"value":{"kind":"StringValue","value":"yesterday","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestConversationUpdateUnreadableArchivedAtMutation, TestConversationUpdateUnreadableArchivedAtMutationVariables>;
export const TestConversationConnectionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationConnectionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationConnectionPageQuery, TestConversationConnectionPageQueryVariables>;
export const TestConversationUnknownCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationUnknownCursor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"StringValue","value":"bm9wZQ","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationUnknownCursorQuery, TestConversationUnknownCursorQueryVariables>;
export const TestConversationForeignSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationForeignSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"hi","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignSendMessageMutation, TestConversationForeignSendMessageMutationVariables>;
export const TestConversationForeignMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationForeignMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignMarkReadMutation, TestConversationForeignMarkReadMutationVariables>;
export const TestConversationForeignUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationForeignUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"isMuted"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignUpdateMutation, TestConversationForeignUpdateMutationVariables>;
export const TestConversationForeignDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationForeignDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignDeleteMutation, TestConversationForeignDeleteMutationVariables>;
export const TestConversationForeignMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationForeignMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignMessagesQuery, TestConversationForeignMessagesQueryVariables>;
export const TestConversationForeignConversationsAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationForeignConversationsAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startingAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignConversationsAfterQuery, TestConversationForeignConversationsAfterQueryVariables>;
export const TestConversationForeignLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationForeignLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignLookupQuery, TestConversationForeignLookupQueryVariables>;
export const TestConversationForeignReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestConversationForeignReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"emoji"},"value":{"kind":"StringValue","value":"👍","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignReactionMutation, TestConversationForeignReactionMutationVariables>;
export const TestConversationForeignSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestConversationForeignSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<TestConversationForeignSeenQuery, TestConversationForeignSeenQueryVariables>;
export const TestDoorsConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestDoorsConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestDoorsConversationUpdatedSubscription, TestDoorsConversationUpdatedSubscriptionVariables>;
export const TestDoorsViewerIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestDoorsViewerId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestDoorsViewerIdQuery, TestDoorsViewerIdQueryVariables>;
export const TestDoorsArchiveConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDoorsArchiveConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"v"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"x","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"archivedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"v"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestDoorsArchiveConversationMutation, TestDoorsArchiveConversationMutationVariables>;
export const TestFundingMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestFundingMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestFundingTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingMintMutation, TestFundingMintMutationVariables>;
export const TestFundingBurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestFundingBurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestFundingTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestFundingTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeeEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<TestFundingBurnMutation, TestFundingBurnMutationVariables>;
export const TestFundingFirstTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFundingFirstTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestFundingFirstTransactionsQuery, TestFundingFirstTransactionsQueryVariables>;
export const TestFundingTransactionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestFundingTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<TestFundingTransactionUpdatedSubscription, TestFundingTransactionUpdatedSubscriptionVariables>;
export const FxTestRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FxTestRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]}}]} as unknown as DocumentNode<FxTestRateQuery, FxTestRateQueryVariables>;
export const FxTestQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FxTestQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentQuoteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sendAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<FxTestQuoteMutation, FxTestQuoteMutationVariables>;
export const TestMoneyCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMoneyCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestMoneyCreateWalletMutation, TestMoneyCreateWalletMutationVariables>;
export const TestMoneyLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMoneyLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestMoneyLedgerQuery, TestMoneyLedgerQueryVariables>;
export const TestIdentityRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestIdentityReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityRevealQuery, TestIdentityRevealQueryVariables>;
export const TestIdentityIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestIdentityIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityIdsQuery, TestIdentityIdsQueryVariables>;
export const TestIdentityBanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestIdentityBanks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityBanksQuery, TestIdentityBanksQueryVariables>;
export const TestIdentityLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityLinkMutation, TestIdentityLinkMutationVariables>;
export const TestIdentityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityUpdateMutation, TestIdentityUpdateMutationVariables>;
export const TestIdentityDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityDeleteMutation, TestIdentityDeleteMutationVariables>;
export const TestIdentityDeleteOrErrorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityDeleteOrError"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityDeleteOrErrorMutation, TestIdentityDeleteOrErrorMutationVariables>;
export const TestIdentityLinkTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityLinkTypename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestIdentityLinkTypenameMutation, TestIdentityLinkTypenameMutationVariables>;
export const TestIdentityUpdateErrorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityUpdateErrorCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityUpdateErrorCodeMutation, TestIdentityUpdateErrorCodeMutationVariables>;
export const TestIdentityDeleteTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityDeleteTypename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestIdentityDeleteTypenameMutation, TestIdentityDeleteTypenameMutationVariables>;
export const TestIdentityUpdateErrorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityUpdateError"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityUpdateErrorMutation, TestIdentityUpdateErrorMutationVariables>;
export const TestIdentityDeleteErrorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestIdentityDeleteError"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestIdentityDeleteErrorMutation, TestIdentityDeleteErrorMutationVariables>;
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
export const TestProfileViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProfileViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usertag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileViewerQuery, TestProfileViewerQueryVariables>;
export const TestProfileCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestProfileCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileCreateMutation, TestProfileCreateMutationVariables>;
export const TestProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileUpdateMutation, TestProfileUpdateMutationVariables>;
export const TestProfileCreateAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestProfileCreateAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileCreateAliasMutation, TestProfileCreateAliasMutationVariables>;
export const TestProfileDeleteAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestProfileDeleteAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileDeleteAliasMutation, TestProfileDeleteAliasMutationVariables>;
export const TestProfileAliasIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProfileAliasIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestProfileAliasIdsQuery, TestProfileAliasIdsQueryVariables>;
export const TestProfileTypenamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestProfileTypenames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"p"},"name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"postcode"},"value":{"kind":"StringValue","value":"GA-789","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"u"},"name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"currentPasscode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"newPasscode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestProfileTypenamesMutation, TestProfileTypenamesMutationVariables>;
export const TestSecretsRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSecretsReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passcode"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSecretsRevealQuery, TestSecretsRevealQueryVariables>;
export const TestSessionsConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSessionsConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestSessionsConversationUpdatedSubscription, TestSessionsConversationUpdatedSubscriptionVariables>;
export const TestSessionsViewerIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSessionsViewerId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TestSessionsViewerIdQuery, TestSessionsViewerIdQueryVariables>;
export const TestSessionsUpdatePasscodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSessionsUpdatePasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TestSessionsUpdatePasscodeMutation, TestSessionsUpdatePasscodeMutationVariables>;
export const TestSubscriptionsMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSubscriptionsMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsMessageAddedSubscription, TestSubscriptionsMessageAddedSubscriptionVariables>;
export const TestSubscriptionsConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSubscriptionsConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsConversationUpdatedSubscription, TestSubscriptionsConversationUpdatedSubscriptionVariables>;
export const TestSubscriptionsConversationCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestSubscriptionsConversationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMentionCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsConversationCountsSubscription, TestSubscriptionsConversationCountsSubscriptionVariables>;
export const TestSubscriptionsCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubscriptionsCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsCreateConversationMutation, TestSubscriptionsCreateConversationMutationVariables>;
export const TestSubscriptionsSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubscriptionsSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"m"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"m"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsSendMessageMutation, TestSubscriptionsSendMessageMutationVariables>;
export const TestSubscriptionsConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSubscriptionsConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsConversationsQuery, TestSubscriptionsConversationsQueryVariables>;
export const TestSubscriptionsMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSubscriptionsMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsMarkReadMutation, TestSubscriptionsMarkReadMutationVariables>;
export const TestSubscriptionsMessagesAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSubscriptionsMessagesAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestSubscriptionsMessagesAfterQuery, TestSubscriptionsMessagesAfterQueryVariables>;
export const TestWalletCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWalletCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<TestWalletCreateMutation, TestWalletCreateMutationVariables>;
export const TestWalletBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWalletBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestWalletBalancesQuery, TestWalletBalancesQueryVariables>;