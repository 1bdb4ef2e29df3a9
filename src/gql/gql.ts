/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestSignUpDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestSignInDocument,
    "\n  fragment RestSession on AuthSession { accessToken userId passcodeStatus }\n": typeof types.RestSessionFragmentDoc,
    "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n": typeof types.RestSignOutDocument,
    "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdatePasscodeDocument,
    "\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateChannelDocument,
    "\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateChannelDocument,
    "\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteChannelDocument,
    "\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n": typeof types.RestChannelFragmentDoc,
    "\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n": typeof types.RestViewChannelsDocument,
    "\n  fragment RestConversation on Conversation {\n    id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n  }\n": typeof types.RestConversationFragmentDoc,
    "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { ...RestConversation } }\n      pageInfo { hasNextPage }\n    }\n  }\n": typeof types.RestListConversationsDocument,
    "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateConversationDocument,
    "\n  query RestGetConversation($id: ID!) {\n    conversation(id: $id) { ...RestConversation }\n  }\n": typeof types.RestGetConversationDocument,
    "\n  mutation RestUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateConversationDocument,
    "\n  mutation RestDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input) {\n      __typename\n      ... on DeleteConversationSuccess { conversationId deleted }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteConversationDocument,
    "\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestMintDocument,
    "\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestBurnDocument,
    "\n  query RestStablecoinTransaction($id: ID!) {\n    stablecoinTransaction(id: $id) { ...RestStablecoinTransaction }\n  }\n": typeof types.RestStablecoinTransactionDocument,
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees status failureReason\n  }\n": typeof types.RestStablecoinTransactionFragmentDoc,
    "\n  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n": typeof types.RestFxRateDocument,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n": typeof types.RestViewIdentitiesDocument,
    "\n  fragment RestPayment on Payment {\n    id createdAt confirmedAt status direction amount { amount currency } receiveAmount { amount currency } rate\n    fee { amount } note recipientKind recipient counterpartyUsertag fromAddress toAddress failureReason\n    transactions { operation transactionHash status }\n  }\n": typeof types.RestPaymentFragmentDoc,
    "\n  mutation RestSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...RestPayment } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestSendPaymentDocument,
    "\n  query RestPaymentHistory($first: Int, $startingAfter: ID, $direction: PaymentDirection, $status: PaymentStatus, $currency: CurrencyCode, $counterparty: String) {\n    viewer {\n      payments(first: $first, startingAfter: $startingAfter, direction: $direction, status: $status, currency: $currency, counterparty: $counterparty) {\n        edges { node { ...RestPayment } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": typeof types.RestPaymentHistoryDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateProfileDocument,
    "\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n": typeof types.RestProfileFragmentDoc,
    "\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n": typeof types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n": typeof types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteAliasDocument,
    "\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n": typeof types.RestAliasFragmentDoc,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateWalletDocument,
};
const documents: Documents = {
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestSignUpDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestSignInDocument,
    "\n  fragment RestSession on AuthSession { accessToken userId passcodeStatus }\n": types.RestSessionFragmentDoc,
    "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n": types.RestSignOutDocument,
    "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdatePasscodeDocument,
    "\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateChannelDocument,
    "\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateChannelDocument,
    "\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteChannelDocument,
    "\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n": types.RestChannelFragmentDoc,
    "\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n": types.RestViewChannelsDocument,
    "\n  fragment RestConversation on Conversation {\n    id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n  }\n": types.RestConversationFragmentDoc,
    "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { ...RestConversation } }\n      pageInfo { hasNextPage }\n    }\n  }\n": types.RestListConversationsDocument,
    "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateConversationDocument,
    "\n  query RestGetConversation($id: ID!) {\n    conversation(id: $id) { ...RestConversation }\n  }\n": types.RestGetConversationDocument,
    "\n  mutation RestUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateConversationDocument,
    "\n  mutation RestDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input) {\n      __typename\n      ... on DeleteConversationSuccess { conversationId deleted }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteConversationDocument,
    "\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestMintDocument,
    "\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestBurnDocument,
    "\n  query RestStablecoinTransaction($id: ID!) {\n    stablecoinTransaction(id: $id) { ...RestStablecoinTransaction }\n  }\n": types.RestStablecoinTransactionDocument,
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees status failureReason\n  }\n": types.RestStablecoinTransactionFragmentDoc,
    "\n  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n": types.RestFxRateDocument,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n": types.RestViewIdentitiesDocument,
    "\n  fragment RestPayment on Payment {\n    id createdAt confirmedAt status direction amount { amount currency } receiveAmount { amount currency } rate\n    fee { amount } note recipientKind recipient counterpartyUsertag fromAddress toAddress failureReason\n    transactions { operation transactionHash status }\n  }\n": types.RestPaymentFragmentDoc,
    "\n  mutation RestSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...RestPayment } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestSendPaymentDocument,
    "\n  query RestPaymentHistory($first: Int, $startingAfter: ID, $direction: PaymentDirection, $status: PaymentStatus, $currency: CurrencyCode, $counterparty: String) {\n    viewer {\n      payments(first: $first, startingAfter: $startingAfter, direction: $direction, status: $status, currency: $currency, counterparty: $counterparty) {\n        edges { node { ...RestPayment } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": types.RestPaymentHistoryDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateProfileDocument,
    "\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n": types.RestProfileFragmentDoc,
    "\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n": types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n": types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteAliasDocument,
    "\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n": types.RestAliasFragmentDoc,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateWalletDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { ...RestSession } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSession on AuthSession { accessToken userId passcodeStatus }\n"): (typeof documents)["\n  fragment RestSession on AuthSession { accessToken userId passcodeStatus }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n"): (typeof documents)["\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n"): (typeof documents)["\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n"): (typeof documents)["\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestConversation on Conversation {\n    id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n  }\n"): (typeof documents)["\n  fragment RestConversation on Conversation {\n    id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { ...RestConversation } }\n      pageInfo { hasNextPage }\n    }\n  }\n"): (typeof documents)["\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { ...RestConversation } }\n      pageInfo { hasNextPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestGetConversation($id: ID!) {\n    conversation(id: $id) { ...RestConversation }\n  }\n"): (typeof documents)["\n  query RestGetConversation($id: ID!) {\n    conversation(id: $id) { ...RestConversation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { ...RestConversation } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input) {\n      __typename\n      ... on DeleteConversationSuccess { conversationId deleted }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input) {\n      __typename\n      ... on DeleteConversationSuccess { conversationId deleted }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestStablecoinTransaction($id: ID!) {\n    stablecoinTransaction(id: $id) { ...RestStablecoinTransaction }\n  }\n"): (typeof documents)["\n  query RestStablecoinTransaction($id: ID!) {\n    stablecoinTransaction(id: $id) { ...RestStablecoinTransaction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees status failureReason\n  }\n"): (typeof documents)["\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees status failureReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n"): (typeof documents)["\n  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPayment on Payment {\n    id createdAt confirmedAt status direction amount { amount currency } receiveAmount { amount currency } rate\n    fee { amount } note recipientKind recipient counterpartyUsertag fromAddress toAddress failureReason\n    transactions { operation transactionHash status }\n  }\n"): (typeof documents)["\n  fragment RestPayment on Payment {\n    id createdAt confirmedAt status direction amount { amount currency } receiveAmount { amount currency } rate\n    fee { amount } note recipientKind recipient counterpartyUsertag fromAddress toAddress failureReason\n    transactions { operation transactionHash status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...RestPayment } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...RestPayment } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPaymentHistory($first: Int, $startingAfter: ID, $direction: PaymentDirection, $status: PaymentStatus, $currency: CurrencyCode, $counterparty: String) {\n    viewer {\n      payments(first: $first, startingAfter: $startingAfter, direction: $direction, status: $status, currency: $currency, counterparty: $counterparty) {\n        edges { node { ...RestPayment } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestPaymentHistory($first: Int, $startingAfter: ID, $direction: PaymentDirection, $status: PaymentStatus, $currency: CurrencyCode, $counterparty: String) {\n    viewer {\n      payments(first: $first, startingAfter: $startingAfter, direction: $direction, status: $status, currency: $currency, counterparty: $counterparty) {\n        edges { node { ...RestPayment } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n"): (typeof documents)["\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n"): (typeof documents)["\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n"): (typeof documents)["\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n"): (typeof documents)["\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;