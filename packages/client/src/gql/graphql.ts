/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The message, and your reaction to add. */
export type AddReactionInput = {
  /** A single emoji (one grapheme: a pictograph, a flag or a keycap, such as 👍🏽); an InvalidInputError otherwise. */
  emoji: string;
  /** A message's id (a UUID) in one of your conversations; a NotFoundError otherwise. */
  messageId: string | number;
};

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

/** How the bytes of an upload are sent (docs/chat.md "Attachments"). */
export type AttachmentUploadMethod =
  /** PUT the bytes to `url` (an S3-compatible bucket) with `headers` and no Authorization, exactly `size` bytes, before `expiresAt`; then completeAttachmentUpload. */
  | 'PRESIGNED_PUT'
  /** POST the bytes to the service's `url` (/attachments) with Authorization: Bearer and `headers`; its 201 answer is the attachment. No completion step. */
  | 'SERVICE_POST';

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

/** The presigned upload whose bytes were PUT. */
export type CompleteAttachmentUploadInput = {
  /** createAttachmentUpload's attachmentId (yours; another user's or an unknown one is a NotFoundError). */
  attachmentId: string | number;
};

/** A new API token. A value outside its rule is an InvalidInputError naming the field. */
export type CreateApiTokenInput = {
  /** How many days it works, from now: 1 to 365. */
  expiresInDays: number;
  /** What it is for: trimmed, 1 to 64 characters without control characters (need not be unique). */
  name: string;
  /** What it may do: at least one scope (repeats count once). */
  scopes: Array<ApiTokenScope>;
};

/** The file about to be uploaded. */
export type CreateAttachmentUploadInput = {
  /** The media type the client believes it has (a browser File.type). Signed into the PUT; the stored type is still sniffed from the content, and a type the service recognises that the content does not bear out is refused at completion. */
  contentType?: string | null | undefined;
  /** Its file name (a path is cut off; at most 200 characters are kept). */
  name: string;
  /** Its exact size in bytes, 1 to ATTACHMENT_MAX_BYTES (an InvalidInputError otherwise). */
  size: number;
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

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** What it is for (0 to 200 characters). */
  description?: string | null | undefined;
  /** The event types it receives; empty or absent: every type. */
  eventTypes?: Array<EventType> | null | undefined;
  /** Where to POST: https (http only outside production), resolving to public addresses only (private, loopback, link-local, metadata are refused unless the operator allows them). */
  url: string;
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

/** The message, and for whom to delete it. */
export type DeleteMessageInput = {
  /** true: every copy shows "message deleted" (the sender only, within CHAT_DELETE_WINDOW_HOURS of sending, default 24); false (default): your copy only. */
  forEveryone?: boolean | null | undefined;
  /** A message's id (a UUID) in one of your conversations; a NotFoundError otherwise. */
  messageId: string | number;
};

/** Your message, and its new text. */
export type EditMessageInput = {
  /** A message's id (a UUID) in one of your conversations; a NotFoundError otherwise. */
  messageId: string | number;
  /** The new text: trimmed, 1 to 4000 characters. */
  text: string;
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

/** What an event is about. Its payload `type` is the dotted name (MESSAGE_CREATED: "message.created"). */
export type EventType =
  /** An alias was added; data: the Alias. */
  | 'ALIAS_CREATED'
  /** An alias was deleted; data: the Alias as it was. */
  | 'ALIAS_DELETED'
  /** An API token was made; data: the ApiToken (never its secret). */
  | 'API_TOKEN_CREATED'
  /** An API token was revoked; data: the ApiToken. */
  | 'API_TOKEN_REVOKED'
  /** A channel was made; data: the Channel. */
  | 'CHANNEL_CREATED'
  /** A channel was deleted; data: the Channel as it was. */
  | 'CHANNEL_DELETED'
  /** A channel changed; data: the Channel. */
  | 'CHANNEL_UPDATED'
  /** You opened a conversation; data: the Conversation. */
  | 'CONVERSATION_CREATED'
  /** You deleted a conversation; data: the Conversation as it was. */
  | 'CONVERSATION_DELETED'
  /** A conversation of yours changed (flags, read, reactions, group membership); data: the Conversation. */
  | 'CONVERSATION_UPDATED'
  /** Your account moved to a new, verified e-mail address; data: { userId, email, emailVerifiedAt }. */
  | 'EMAIL_CHANGED'
  /** Your account's e-mail address was verified; data: { userId, emailVerifiedAt }. */
  | 'EMAIL_VERIFIED'
  /** An identity was linked; data: the LinkedIdentity (never a secret). */
  | 'IDENTITY_CREATED'
  /** A linked identity was deleted; data: the LinkedIdentity as it was. */
  | 'IDENTITY_DELETED'
  /** A linked identity changed; data: the LinkedIdentity (never a secret). */
  | 'IDENTITY_UPDATED'
  /** A message arrived in one of your conversations (yours included); data: the Message. */
  | 'MESSAGE_CREATED'
  /** A message was deleted: for everyone by its sender (data: the Message with deletedAt), or for you (data: the Message as it was). */
  | 'MESSAGE_DELETED'
  /** A message was edited by its sender; data: your copy of the Message, with editedAt. */
  | 'MESSAGE_UPDATED'
  /** Your passcode was changed; data: your user id only. */
  | 'PASSCODE_CHANGED'
  /** Your password was set with a reset code; every session was signed out; data: { userId, revokedSessions } (never the password). */
  | 'PASSWORD_CHANGED'
  /** A payment you sent or received changed status; data: the Payment (id, status, failureReason). */
  | 'PAYMENT_UPDATED'
  /** Your profile was created; data: the Profile (without entropy). */
  | 'PROFILE_CREATED'
  /** Your profile changed; data: the Profile (without entropy). */
  | 'PROFILE_UPDATED'
  /** A device session was signed out (signOutSession, signOutOtherSessions, or a reused refresh token); data: the DeviceSession as it was. */
  | 'SESSION_REVOKED'
  /** Every access token of the account was revoked by a sign-out; data: your user id and how many. */
  | 'SIGNED_OUT'
  /** A deposit or withdrawal of yours changed status (AWAITING_DEPOSIT, PENDING once collected, PAYING_OUT, CONFIRMED, FAILED, REORGED), or a re-mint of a failed or reversed payout was recorded; data: the StablecoinTransaction. */
  | 'STABLECOIN_TRANSACTION_UPDATED'
  /** A webhook endpoint was disabled after its whole retry schedule failed; data: { id, url, disabledAt, disabledReason }. */
  | 'WEBHOOK_ENDPOINT_DISABLED'
  /** A test event sent to one webhook endpoint (sendWebhookTest); data: { endpointId, message }. */
  | 'WEBHOOK_TEST';

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

/** The conversation to mark read. */
export type MarkConversationReadInput = {
  /** The id of your conversation to mark read (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError. */
  id: string | number;
};

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

/** A payment as you see it. */
export type PaymentDirection =
  /** You were paid. */
  | 'RECEIVED'
  /** You paid it. */
  | 'SENT';

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

/** Whether someone is connected now (docs/chat.md "Presence"). */
export type PresenceState =
  /** Connected, but they said they are away (setPresence). */
  | 'AWAY'
  /** No live connection. */
  | 'OFFLINE'
  /** A live connection (graphql-ws) open on some instance. */
  | 'ONLINE';

/** What to send again: one event (eventId), or every event in [from, to) that the endpoint takes. */
export type RedeliverWebhookEventsInput = {
  /** One of your event ids (evt_…). */
  eventId?: string | null | undefined;
  /** Events created at or after this. */
  from?: string | null | undefined;
  /** The endpoint to send to (its UUID; an InvalidInputError otherwise). */
  id: string | number;
  /** Events created before this (at most 31 days after from). */
  to?: string | null | undefined;
};

/** A refresh token to trade. */
export type RefreshSessionInput = {
  /** The latest refresh token of the session (`fasr_…`). */
  refreshToken: string;
};

/** The message, and your reaction to remove. */
export type RemoveReactionInput = {
  /** A single emoji (one grapheme: a pictograph, a flag or a keycap, such as 👍🏽); an InvalidInputError otherwise. */
  emoji: string;
  /** A message's id (a UUID) in one of your conversations; a NotFoundError otherwise. */
  messageId: string | number;
};

/** The address of the account whose password was forgotten. */
export type RequestPasswordResetInput = {
  /** Trimmed and lower-cased; the answer is the same whether or not an account has it. */
  email: string;
};

/** A reset code and the new password. */
export type ResetPasswordInput = {
  /** The code of the reset mail; it works once, for 30 minutes. */
  code: string;
  /** The new password: 8 to 128 characters. */
  password: string;
};

/** The API token to revoke. */
export type RevokeApiTokenInput = {
  /** Its id (a UUID; an InvalidInputError otherwise). */
  id: string | number;
};

/** A new signing secret for an endpoint. */
export type RotateWebhookSecretInput = {
  /** The endpoint to give a new secret (its UUID; an InvalidInputError otherwise). */
  id: string | number;
  /** How long the old secret keeps signing too, 0 to 168 hours (default 24). */
  overlapHours?: number | null | undefined;
};

/** Where to send, and what. */
export type SendMessageInput = {
  /** Files you uploaded (POST /attachments) to carry, at most ATTACHMENT_MAX_PER_MESSAGE (10); an id that is not your upload is a NotFoundError. */
  attachmentIds?: Array<string | number> | null | undefined;
  /** The id of your conversation to send in (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError. */
  conversationId: string | number;
  /** A message of this conversation to reply to (quote); another conversation's is a NotFoundError, a deleted one an UnprocessableError. */
  replyToId?: string | number | null | undefined;
  /** The text: trimmed, 1 to 4000 characters. */
  text: string;
};

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

/** An endpoint. */
export type SendWebhookTestInput = {
  /** The endpoint to send a test event to (its UUID; an InvalidInputError otherwise). */
  id: string | number;
};

/** Your presence as others see it while you are connected. */
export type SetPresenceInput = {
  /** true: shown AWAY while connected; false: ONLINE again. */
  away: boolean;
};

/** Where you are typing, and whether you are. */
export type SetTypingInput = {
  /** The id of your conversation to type in (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError. */
  conversationId: string | number;
  /** true: typing (renew every few seconds: it lapses 5 s after the last one); false: stopped. */
  typing: boolean;
};

/** Disable or enable an endpoint. */
export type SetWebhookEndpointEnabledInput = {
  /** True: deliveries resume (the reason is cleared). False: they wait. */
  enabled: boolean;
  /** The endpoint to disable or enable (its UUID; an InvalidInputError otherwise). */
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

/** The session to sign out. */
export type SignOutSessionInput = {
  /** Its id (DeviceSession.id, a UUID). */
  id: string | number;
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

/** Your chat privacy settings. */
export type UpdateChatPrivacyInput = {
  /** true: nobody sees when you were last online. */
  hideLastSeen: boolean;
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

/** The code of a verification mail. */
export type VerifyEmailInput = {
  /** The code as mailed; it works once, for 24 hours. */
  code: string;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Given up: 10 attempts failed, or the endpoint's API token may no longer read. */
  | 'FAILED'
  /** Not delivered yet: waiting for its next attempt (or for an earlier event of the same subject). */
  | 'PENDING';

export type ClientMessageFragment = { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> };

export type ClientStablecoinTransactionFragment = { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, direction: FundingDirection, transactionHash: string | null, failureReason: string | null, createdAt: string, updatedAt: string, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode } };

export type ClientPaymentFragment = { id: string, status: PaymentStatus, direction: PaymentDirection, recipient: string, recipientKind: PaymentRecipientKind, counterpartyUsertag: string | null, note: string | null, failureReason: string | null, createdAt: string, confirmedAt: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode } };

export type ClientEventFragment = { id: string, type: EventType, subjectType: string, subjectId: string, payload: string, createdAt: string };

export type ClientApiTokenFragment = { id: string, name: string, scopes: Array<ApiTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type ClientSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type ClientSignUpMutation = { signUp:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignUpSuccess', session: { accessToken: string, userId: string, expiresAt: string } }
   };

export type ClientSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type ClientSignInMutation = { signIn:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignInSuccess', session: { accessToken: string, userId: string, expiresAt: string, refreshToken: string, refreshExpiresAt: string } }
   };

export type ClientSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientSignOutMutation = { signOut: { revokedTokens: number } };

export type ClientViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientViewerQuery = { viewer: { id: string, email: string | null, createdAt: string, profile: { usertag: string | null, defaultCurrency: CurrencyCode } | null } | null };

export type ClientConversationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClientConversationsQuery = { conversations: { edges: Array<{ cursor: string, node: { id: string, contactId: string | null, groupId: string | null, isMuted: boolean, isPinned: boolean, unreadCount: number, lastActiveAt: string | null, contact: { id: string, username: string | null, presence: { state: PresenceState, lastSeenAt: string | null } | null } | null, lastMessage: { text: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClientMessagesQueryVariables = Exact<{
  conversationId?: string | number | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ClientMessagesQuery = { messages: { edges: Array<{ node: { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClientCreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type ClientCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationSuccess', created: boolean, conversation: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientSendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type ClientSendMessageMutation = { sendMessage:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SendMessageSuccess', sentMessage: { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientMarkConversationReadMutationVariables = Exact<{
  input: MarkConversationReadInput;
}>;


export type ClientMarkConversationReadMutation = { markConversationRead:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'MarkConversationReadSuccess', conversation: { id: string, unreadCount: number } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientMessageAddedSubscriptionVariables = Exact<{
  conversationId?: string | number | null | undefined;
}>;


export type ClientMessageAddedSubscription = { messageAdded: { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } };

export type ClientEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type ClientEventsSubscription = { events: { id: string, type: EventType, subjectType: string, subjectId: string, payload: string, createdAt: string } };

export type ClientConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ClientConversationUpdatedSubscription = { conversationUpdated: { conversationId: string, deleted: boolean, unreadTotal: number, conversation: { id: string, unreadCount: number, lastActiveAt: string | null } | null } };

export type ClientMintStablecoinMutationVariables = Exact<{
  input: MintStablecoinInput;
}>;


export type ClientMintStablecoinMutation = { mintStablecoin:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'MintStablecoinSuccess', stablecoinTransaction: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, direction: FundingDirection, transactionHash: string | null, failureReason: string | null, createdAt: string, updatedAt: string, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode } } }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientBurnStablecoinMutationVariables = Exact<{
  input: BurnStablecoinInput;
}>;


export type ClientBurnStablecoinMutation = { burnStablecoin:
    | { __typename: 'BurnStablecoinSuccess', stablecoinTransaction: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, direction: FundingDirection, transactionHash: string | null, failureReason: string | null, createdAt: string, updatedAt: string, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode } } }
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientStablecoinTransactionUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ClientStablecoinTransactionUpdatedSubscription = { stablecoinTransactionUpdated: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, direction: FundingDirection, transactionHash: string | null, failureReason: string | null, createdAt: string, updatedAt: string, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode } } };

export type ClientSendPaymentMutationVariables = Exact<{
  input: SendPaymentInput;
}>;


export type ClientSendPaymentMutation = { sendPayment:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SendPaymentSuccess', payment: { id: string, status: PaymentStatus, direction: PaymentDirection, recipient: string, recipientKind: PaymentRecipientKind, counterpartyUsertag: string | null, note: string | null, failureReason: string | null, createdAt: string, confirmedAt: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode } } }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientPaymentUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ClientPaymentUpdatedSubscription = { paymentUpdated: { id: string, status: PaymentStatus, direction: PaymentDirection, recipient: string, recipientKind: PaymentRecipientKind, counterpartyUsertag: string | null, note: string | null, failureReason: string | null, createdAt: string, confirmedAt: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode } } };

export type ClientApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientApiTokensQuery = { viewer: { apiTokens: Array<{ id: string, name: string, scopes: Array<ApiTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null }> | null } | null };

export type ClientCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ClientCreateApiTokenMutation = { createApiToken:
    | { __typename: 'CreateApiTokenSuccess', created: { token: string, apiToken: { id: string, name: string, scopes: Array<ApiTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientRevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type ClientRevokeApiTokenMutation = { revokeApiToken:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RevokeApiTokenSuccess', apiToken: { id: string, name: string, scopes: Array<ApiTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } }
   };

export type ClientWalletOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientWalletOverviewQuery = { viewer: { id: string, wallet: { address: string, identityId: string, tokens: Array<{ symbol: CurrencyCode, balance: string }> } | null, identities: Array<
      | { __typename: 'BankIdentity', bankName: string, currency: CurrencyCode | null, id: string, kind: IdentityKind }
      | { __typename: 'CryptoIdentity', publicAddress: string, isPrimaryWallet: boolean, currency: CurrencyCode | null, id: string, kind: IdentityKind }
      | { __typename: 'GovernmentIdIdentity', id: string, kind: IdentityKind }
      | { __typename: 'MobileMoneyIdentity', providerName: string, phoneNumber: string, currency: CurrencyCode | null, id: string, kind: IdentityKind }
    >, stablecoinTransactions: { edges: Array<{ node: { id: string, status: StablecoinTransactionStatus, chainOperation: ChainOperation, direction: FundingDirection, transactionHash: string | null, failureReason: string | null, createdAt: string, updatedAt: string, fiatAmount: { amount: string, currency: CurrencyCode }, tokenAmount: { amount: string, currency: CurrencyCode } } }> } } | null };

export type ClientCreateWalletMutationVariables = Exact<{
  input: CreateWalletInput;
}>;


export type ClientCreateWalletMutation = { createWallet:
    | { __typename: 'CreateWalletSuccess', wallet: { address: string, identityId: string, tokens: Array<{ symbol: CurrencyCode, balance: string }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientAddReactionMutationVariables = Exact<{
  input: AddReactionInput;
}>;


export type ClientAddReactionMutation = { addReaction:
    | { __typename: 'AddReactionSuccess', reactedMessage: { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientRemoveReactionMutationVariables = Exact<{
  input: RemoveReactionInput;
}>;


export type ClientRemoveReactionMutation = { removeReaction:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RemoveReactionSuccess', reactedMessage: { id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, editedAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } }
   };

export type ClientProfileOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientProfileOverviewQuery = { viewer: { id: string, email: string | null, profile: { firstName: string, lastName: string, dateOfBirth: string, phoneNumber: string, addressLine1: string, addressLine2: string, postcode: string, defaultCurrency: CurrencyCode, usertag: string | null } | null, aliases: Array<{ id: string, alias: string, createdAt: string }> } | null };

export type ClientCreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
}>;


export type ClientCreateProfileMutation = { createProfile:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateProfileSuccess', profile: { usertag: string | null } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type ClientUpdateProfileMutation = { updateProfile:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateProfileSuccess', profile: { usertag: string | null } }
   };

export type ClientCreateAliasMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientCreateAliasMutation = { createAlias:
    | { __typename: 'CreateAliasSuccess', alias: { id: string, alias: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientDeleteAliasMutationVariables = Exact<{
  input: DeleteAliasInput;
}>;


export type ClientDeleteAliasMutation = { deleteAlias:
    | { __typename: 'DeleteAliasSuccess', alias: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountsQuery = { viewer: { id: string, identities: Array<
      | { __typename: 'BankIdentity', bankName: string, currency: CurrencyCode | null, id: string, kind: IdentityKind }
      | { __typename: 'CryptoIdentity', publicAddress: string, isPrimaryWallet: boolean, currency: CurrencyCode | null, id: string, kind: IdentityKind }
      | { __typename: 'GovernmentIdIdentity', governmentIdNumberLast4: string | null, id: string, kind: IdentityKind }
      | { __typename: 'MobileMoneyIdentity', providerName: string, phoneNumber: string, currency: CurrencyCode | null, id: string, kind: IdentityKind }
    >, channels: Array<{ id: string, routeName: string, linkedAccountId: string, alias: { alias: string } | null }>, aliases: Array<{ id: string, alias: string }> } | null };

export type ClientLinkIdentityMutationVariables = Exact<{
  input: LinkIdentityInput;
}>;


export type ClientLinkIdentityMutation = { linkIdentity:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'LinkIdentitySuccess', identity:
        | { id: string, kind: IdentityKind }
        | { id: string, kind: IdentityKind }
        | { id: string, kind: IdentityKind }
        | { id: string, kind: IdentityKind }
       }
   };

export type ClientDeleteIdentityMutationVariables = Exact<{
  input: DeleteIdentityInput;
}>;


export type ClientDeleteIdentityMutation = { deleteIdentity:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'DeleteIdentitySuccess', identity:
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
       }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientCreateChannelMutationVariables = Exact<{
  input: CreateChannelInput;
}>;


export type ClientCreateChannelMutation = { createChannel:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'CreateChannelSuccess', channel: { id: string, routeName: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientDeleteChannelMutationVariables = Exact<{
  input: DeleteChannelInput;
}>;


export type ClientDeleteChannelMutation = { deleteChannel:
    | { __typename: 'DeleteChannelSuccess', channel: { id: string } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientPaymentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClientPaymentsQuery = { viewer: { payments: { edges: Array<{ node: { id: string, status: PaymentStatus, direction: PaymentDirection, recipient: string, recipientKind: PaymentRecipientKind, counterpartyUsertag: string | null, note: string | null, failureReason: string | null, createdAt: string, confirmedAt: string | null, amount: { amount: string, currency: CurrencyCode }, receiveAmount: { amount: string, currency: CurrencyCode } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type ClientRefreshSessionMutationVariables = Exact<{
  input: RefreshSessionInput;
}>;


export type ClientRefreshSessionMutation = { refreshSession:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'RefreshSessionSuccess', session: { accessToken: string, refreshToken: string, expiresAt: string, refreshExpiresAt: string, userId: string } }
   };

export type ClientCreateAttachmentUploadMutationVariables = Exact<{
  input: CreateAttachmentUploadInput;
}>;


export type ClientCreateAttachmentUploadMutation = { createAttachmentUpload:
    | { __typename: 'CreateAttachmentUploadSuccess', upload: { method: AttachmentUploadMethod, url: string, attachmentId: string | null, expiresAt: string | null, maxBytes: number, headers: Array<{ name: string, value: string }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientCompleteAttachmentUploadMutationVariables = Exact<{
  input: CompleteAttachmentUploadInput;
}>;


export type ClientCompleteAttachmentUploadMutation = { completeAttachmentUpload:
    | { __typename: 'CompleteAttachmentUploadSuccess', attachment: { id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientEditMessageMutationVariables = Exact<{
  input: EditMessageInput;
}>;


export type ClientEditMessageMutation = { editMessage:
    | { __typename: 'EditMessageSuccess', editedMessage: { editedAt: string | null, id: string, conversationId: string, cursor: string, text: string, createdAt: string, fromViewer: boolean, readAt: string | null, deleted: boolean, reactions: Array<{ emoji: string, fromViewer: boolean }>, replyTo: { messageId: string | null, text: string, deleted: boolean } | null, attachments: Array<{ id: string, name: string | null, size: number, contentType: string, width: number | null, height: number | null, url: string, thumbnailUrl: string | null }> } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientDeleteMessageMutationVariables = Exact<{
  input: DeleteMessageInput;
}>;


export type ClientDeleteMessageMutation = { deleteMessage:
    | { __typename: 'DeleteMessageSuccess', messageId: string, forEveryone: boolean }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientSetTypingMutationVariables = Exact<{
  input: SetTypingInput;
}>;


export type ClientSetTypingMutation = { setTyping:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SetTypingSuccess', conversationId: string, typing: boolean, expiresAt: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientTypingUpdatedSubscriptionVariables = Exact<{
  conversationId?: string | number | null | undefined;
}>;


export type ClientTypingUpdatedSubscription = { typingUpdated: { conversationId: string, contactId: string, username: string | null, typing: boolean, expiresAt: string | null, expired: boolean } };

export type ClientPresenceQueryVariables = Exact<{
  userIds: Array<string | number> | string | number;
}>;


export type ClientPresenceQuery = { presence: Array<{ contactId: string, state: PresenceState, lastSeenAt: string | null }> };

export type ClientPresenceUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ClientPresenceUpdatedSubscription = { presenceUpdated: Array<{ contactId: string, state: PresenceState, lastSeenAt: string | null }> };

export type ClientSetPresenceMutationVariables = Exact<{
  input: SetPresenceInput;
}>;


export type ClientSetPresenceMutation = { setPresence:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SetPresenceSuccess', away: boolean }
   };

export type ClientUpdateChatPrivacyMutationVariables = Exact<{
  input: UpdateChatPrivacyInput;
}>;


export type ClientUpdateChatPrivacyMutation = { updateChatPrivacy:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UpdateChatPrivacySuccess', hideLastSeen: boolean }
   };

export type ClientContactQueryVariables = Exact<{
  usertag: string;
}>;


export type ClientContactQuery = { contact: { id: string, username: string | null } | null };

export type ClientAccountOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientAccountOverviewQuery = { viewer: { id: string, email: string | null, emailVerified: boolean, sessions: Array<{ id: string, device: string, ipPrefix: string, createdAt: string, lastUsedAt: string, current: boolean }> } | null };

export type ClientVerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type ClientVerifyEmailMutation = { verifyEmail:
    | { __typename: 'ConflictError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'VerifyEmailSuccess', result: { done: boolean } }
   };

export type ClientResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientResendVerificationEmailMutation = { resendVerificationEmail:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'ResendVerificationEmailSuccess', result: { done: boolean } }
   };

export type ClientRequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type ClientRequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RequestPasswordResetSuccess', result: { done: boolean } }
   };

export type ClientResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ClientResetPasswordMutation = { resetPassword:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'ResetPasswordSuccess', result: { done: boolean } }
   };

export type ClientSignOutSessionMutationVariables = Exact<{
  input: SignOutSessionInput;
}>;


export type ClientSignOutSessionMutation = { signOutSession:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignOutSessionSuccess', signedOut: { count: number } }
   };

export type ClientSignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientSignOutOtherSessionsMutation = { signOutOtherSessions:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SignOutOtherSessionsSuccess', signedOut: { count: number } }
   };

export type ClientWebhookEndpointFragment = { id: string, url: string, description: string, enabled: boolean, disabledAt: string | null, disabledReason: string | null, eventTypes: Array<EventType>, createdAt: string, previousSecretValidUntil: string | null };

export type ClientWebhookEndpointsQueryVariables = Exact<{
  deliveries?: number | null | undefined;
}>;


export type ClientWebhookEndpointsQuery = { viewer: { id: string, webhookEndpoints: Array<{ id: string, url: string, description: string, enabled: boolean, disabledAt: string | null, disabledReason: string | null, eventTypes: Array<EventType>, createdAt: string, previousSecretValidUntil: string | null, deliveries: Array<{ id: string, status: WebhookDeliveryStatus, attemptCount: number, nextAttemptAt: string | null, createdAt: string, event: { id: string, type: EventType }, attempts: Array<{ attemptedAt: string, statusCode: number | null, latencyMs: number, error: string | null, responseBody: string }> }> }> | null } | null };

export type ClientCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type ClientCreateWebhookEndpointMutation = { createWebhookEndpoint:
    | { __typename: 'CreateWebhookEndpointSuccess', created: { secret: string, endpoint: { id: string, url: string, description: string, enabled: boolean, disabledAt: string | null, disabledReason: string | null, eventTypes: Array<EventType>, createdAt: string, previousSecretValidUntil: string | null } } }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'UnprocessableError', code: ErrorCode, message: string, field: string | null }
   };

export type ClientSetWebhookEndpointEnabledMutationVariables = Exact<{
  input: SetWebhookEndpointEnabledInput;
}>;


export type ClientSetWebhookEndpointEnabledMutation = { setWebhookEndpointEnabled:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SetWebhookEndpointEnabledSuccess', endpoint: { id: string, url: string, description: string, enabled: boolean, disabledAt: string | null, disabledReason: string | null, eventTypes: Array<EventType>, createdAt: string, previousSecretValidUntil: string | null } }
   };

export type ClientRotateWebhookSecretMutationVariables = Exact<{
  input: RotateWebhookSecretInput;
}>;


export type ClientRotateWebhookSecretMutation = { rotateWebhookSecret:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RotateWebhookSecretSuccess', rotated: { secret: string, endpoint: { id: string, url: string, description: string, enabled: boolean, disabledAt: string | null, disabledReason: string | null, eventTypes: Array<EventType>, createdAt: string, previousSecretValidUntil: string | null } } }
   };

export type ClientSendWebhookTestMutationVariables = Exact<{
  input: SendWebhookTestInput;
}>;


export type ClientSendWebhookTestMutation = { sendWebhookTest:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'SendWebhookTestSuccess', sent: { eventId: string } }
   };

export type ClientRedeliverWebhookEventsMutationVariables = Exact<{
  input: RedeliverWebhookEventsInput;
}>;


export type ClientRedeliverWebhookEventsMutation = { redeliverWebhookEvents:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'RedeliverWebhookEventsSuccess', redelivery: { queued: number } }
   };

export const ClientMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientMessageFragment, unknown>;
export const ClientStablecoinTransactionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientStablecoinTransactionFragment, unknown>;
export const ClientPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ClientPaymentFragment, unknown>;
export const ClientEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientEventFragment, unknown>;
export const ClientApiTokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ClientApiTokenFragment, unknown>;
export const ClientWebhookEndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWebhookEndpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretValidUntil"}}]}}]} as unknown as DocumentNode<ClientWebhookEndpointFragment, unknown>;
export const ClientSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSignUpMutation, ClientSignUpMutationVariables>;
export const ClientSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshExpiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSignInMutation, ClientSignInMutationVariables>;
export const ClientSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokens"}}]}}]}}]} as unknown as DocumentNode<ClientSignOutMutation, ClientSignOutMutationVariables>;
export const ClientViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<ClientViewerQuery, ClientViewerQueryVariables>;
export const ClientConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"presence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ClientConversationsQuery, ClientConversationsQueryVariables>;
export const ClientMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientMessagesQuery, ClientMessagesQueryVariables>;
export const ClientCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateConversationMutation, ClientCreateConversationMutationVariables>;
export const ClientSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientSendMessageMutation, ClientSendMessageMutationVariables>;
export const ClientMarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientMarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientMarkConversationReadMutation, ClientMarkConversationReadMutationVariables>;
export const ClientMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientMessageAddedSubscription, ClientMessageAddedSubscriptionVariables>;
export const ClientEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientEventsSubscription, ClientEventsSubscriptionVariables>;
export const ClientConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"unreadTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]}}]}}]} as unknown as DocumentNode<ClientConversationUpdatedSubscription, ClientConversationUpdatedSubscriptionVariables>;
export const ClientMintStablecoinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientMintStablecoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MintStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientMintStablecoinMutation, ClientMintStablecoinMutationVariables>;
export const ClientBurnStablecoinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBurnStablecoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BurnStablecoinSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientStablecoinTransaction"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientBurnStablecoinMutation, ClientBurnStablecoinMutationVariables>;
export const ClientStablecoinTransactionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientStablecoinTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientStablecoinTransaction"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientStablecoinTransactionUpdatedSubscription, ClientStablecoinTransactionUpdatedSubscriptionVariables>;
export const ClientSendPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSendPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendPaymentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPayment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ClientSendPaymentMutation, ClientSendPaymentMutationVariables>;
export const ClientPaymentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientPaymentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPayment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ClientPaymentUpdatedSubscription, ClientPaymentUpdatedSubscriptionVariables>;
export const ClientApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApiToken"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ClientApiTokensQuery, ClientApiTokensQueryVariables>;
export const ClientCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApiToken"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ClientCreateApiTokenMutation, ClientCreateApiTokenMutationVariables>;
export const ClientRevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApiToken"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApiToken"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ClientRevokeApiTokenMutation, ClientRevokeApiTokenMutationVariables>;
export const ClientWalletOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWalletOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stablecoinTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientStablecoinTransaction"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientStablecoinTransaction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StablecoinTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chainOperation"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionHash"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientWalletOverviewQuery, ClientWalletOverviewQueryVariables>;
export const ClientCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateWalletMutation, ClientCreateWalletMutationVariables>;
export const ClientAddReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAddReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddReactionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientAddReactionMutation, ClientAddReactionMutationVariables>;
export const ClientRemoveReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRemoveReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveReactionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientRemoveReactionMutation, ClientRemoveReactionMutationVariables>;
export const ClientProfileOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientProfileOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ClientProfileOverviewQuery, ClientProfileOverviewQueryVariables>;
export const ClientCreateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateProfileMutation, ClientCreateProfileMutationVariables>;
export const ClientUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientUpdateProfileMutation, ClientUpdateProfileMutationVariables>;
export const ClientCreateAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateAliasMutation, ClientCreateAliasMutationVariables>;
export const ClientDeleteAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientDeleteAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAliasSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientDeleteAliasMutation, ClientDeleteAliasMutationVariables>;
export const ClientAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileMoneyIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimaryWallet"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovernmentIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentIdNumberLast4"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"alias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountsQuery, ClientAccountsQueryVariables>;
export const ClientLinkIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientLinkIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientLinkIdentityMutation, ClientLinkIdentityMutationVariables>;
export const ClientDeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientDeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteIdentitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientDeleteIdentityMutation, ClientDeleteIdentityMutationVariables>;
export const ClientCreateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateChannelMutation, ClientCreateChannelMutationVariables>;
export const ClientDeleteChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientDeleteChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChannelSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientDeleteChannelMutation, ClientDeleteChannelMutationVariables>;
export const ClientPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPayment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientKind"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUsertag"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ClientPaymentsQuery, ClientPaymentsQueryVariables>;
export const ClientRefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRefreshSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientRefreshSessionMutation, ClientRefreshSessionMutationVariables>;
export const ClientCreateAttachmentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateAttachmentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAttachmentUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttachmentUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAttachmentUploadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCreateAttachmentUploadMutation, ClientCreateAttachmentUploadMutationVariables>;
export const ClientCompleteAttachmentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCompleteAttachmentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteAttachmentUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAttachmentUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteAttachmentUploadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientCompleteAttachmentUploadMutation, ClientCompleteAttachmentUploadMutationVariables>;
export const ClientEditMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientEditMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editedMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientMessage"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"fromViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ClientEditMessageMutation, ClientEditMessageMutationVariables>;
export const ClientDeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientDeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"forEveryone"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientDeleteMessageMutation, ClientDeleteMessageMutationVariables>;
export const ClientSetTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSetTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTypingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetTypingSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"typing"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSetTypingMutation, ClientSetTypingMutationVariables>;
export const ClientTypingUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientTypingUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typingUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"typing"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<ClientTypingUpdatedSubscription, ClientTypingUpdatedSubscriptionVariables>;
export const ClientPresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<ClientPresenceQuery, ClientPresenceQueryVariables>;
export const ClientPresenceUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientPresenceUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presenceUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<ClientPresenceUpdatedSubscription, ClientPresenceUpdatedSubscriptionVariables>;
export const ClientSetPresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSetPresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPresenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetPresenceSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSetPresenceMutation, ClientSetPresenceMutationVariables>;
export const ClientUpdateChatPrivacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientUpdateChatPrivacy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatPrivacyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatPrivacy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatPrivacySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideLastSeen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientUpdateChatPrivacyMutation, ClientUpdateChatPrivacyMutationVariables>;
export const ClientContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usertag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usertag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usertag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ClientContactQuery, ClientContactQueryVariables>;
export const ClientAccountOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccountOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"ipPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccountOverviewQuery, ClientAccountOverviewQueryVariables>;
export const ClientVerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientVerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientVerifyEmailMutation, ClientVerifyEmailMutationVariables>;
export const ClientResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientResendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResendVerificationEmailSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientResendVerificationEmailMutation, ClientResendVerificationEmailMutationVariables>;
export const ClientRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRequestPasswordResetMutation, ClientRequestPasswordResetMutationVariables>;
export const ClientResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientResetPasswordMutation, ClientResetPasswordMutationVariables>;
export const ClientSignOutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSignOutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignOutSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignOutSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSignOutSessionMutation, ClientSignOutSessionMutationVariables>;
export const ClientSignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignOutOtherSessionsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSignOutOtherSessionsMutation, ClientSignOutOtherSessionsMutationVariables>;
export const ClientWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWebhookEndpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveries"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWebhookEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWebhookEndpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretValidUntil"}}]}}]} as unknown as DocumentNode<ClientWebhookEndpointsQuery, ClientWebhookEndpointsQueryVariables>;
export const ClientCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWebhookEndpoint"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWebhookEndpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretValidUntil"}}]}}]} as unknown as DocumentNode<ClientCreateWebhookEndpointMutation, ClientCreateWebhookEndpointMutationVariables>;
export const ClientSetWebhookEndpointEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSetWebhookEndpointEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWebhookEndpointEnabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEndpointEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetWebhookEndpointEnabledSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWebhookEndpoint"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWebhookEndpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretValidUntil"}}]}}]} as unknown as DocumentNode<ClientSetWebhookEndpointEnabledMutation, ClientSetWebhookEndpointEnabledMutationVariables>;
export const ClientRotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateWebhookSecretInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RotateWebhookSecretSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWebhookEndpoint"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWebhookEndpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretValidUntil"}}]}}]} as unknown as DocumentNode<ClientRotateWebhookSecretMutation, ClientRotateWebhookSecretMutationVariables>;
export const ClientSendWebhookTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSendWebhookTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendWebhookTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWebhookTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendWebhookTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSendWebhookTestMutation, ClientSendWebhookTestMutationVariables>;
export const ClientRedeliverWebhookEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRedeliverWebhookEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhookEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeliverWebhookEventsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRedeliverWebhookEventsMutation, ClientRedeliverWebhookEventsMutationVariables>;