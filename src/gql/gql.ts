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
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { accessToken userId passCode }\n  }\n": typeof types.RestSignUpDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) { accessToken userId passCode }\n  }\n": typeof types.RestSignInDocument,
    "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n": typeof types.RestSignOutDocument,
    "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input)\n  }\n": typeof types.RestUpdatePasscodeDocument,
    "\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateChannelDocument,
    "\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateChannelDocument,
    "\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteChannelDocument,
    "\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n": typeof types.RestChannelFragmentDoc,
    "\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n": typeof types.RestViewChannelsDocument,
    "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt } }\n      pageInfo { hasNextPage }\n    }\n  }\n": typeof types.RestListConversationsDocument,
    "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      created\n      conversation { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n    }\n  }\n": typeof types.RestCreateConversationDocument,
    "\n  query RestGetConversation($conversationId: ID!) {\n    conversation(conversationId: $conversationId) { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n  }\n": typeof types.RestGetConversationDocument,
    "\n  mutation RestUpdateConversation($conversationId: ID!, $input: UpdateConversationInput!) {\n    updateConversation(conversationId: $conversationId, input: $input) {\n      id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n    }\n  }\n": typeof types.RestUpdateConversationDocument,
    "\n  mutation RestDeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId) { conversationId deleted }\n  }\n": typeof types.RestDeleteConversationDocument,
    "\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestMintDocument,
    "\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestBurnDocument,
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n": typeof types.RestStablecoinTransactionFragmentDoc,
    "\n  fragment RestIdentityRecord on LinkedIdentity {\n    __typename id identityUuid userId createdAt\n    ... on MmoIdentity { phoneNumber mmoName fxIso relayCatchAll }\n    ... on BankIdentity { bankAc bankSc bankName fxIso relayCatchAll }\n    ... on GovIdIdentity { govIdNumber @include(if: $reveal) }\n    ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) fxIso relayCatchAll primaryNetworkWallet }\n  }\n": typeof types.RestIdentityRecordFragmentDoc,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n": typeof types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($identityUuid: ID!, $input: IdentityPatchInput!, $reveal: Boolean!) {\n    updateIdentity(identityUuid: $identityUuid, input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n": typeof types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($identityUuid: ID!, $kind: IdentityKind, $reveal: Boolean!) {\n    deleteIdentity(identityUuid: $identityUuid, kind: $kind) {\n      ...RestIdentityRecord\n    }\n  }\n": typeof types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        ...RestIdentityRecord\n      }\n    }\n  }\n": typeof types.RestViewIdentitiesDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n": typeof types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n": typeof types.RestUpdateProfileDocument,
    "\n  query RestViewProfile {\n    viewer {\n      profile { id createdAt userId firstName lastName dob phoneNumber addressL1 addressL2 addressPostcode ccyIsoDefault }\n      usertag { id createdAt userId usertag }\n    }\n  }\n": typeof types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias { id createdAt userId usertag alias aliasUuid }\n  }\n": typeof types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { id createdAt userId usertag alias aliasUuid } }\n  }\n": typeof types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($aliasUuid: ID!) {\n    deleteAlias(aliasUuid: $aliasUuid) { id createdAt userId usertag alias aliasUuid }\n  }\n": typeof types.RestDeleteAliasDocument,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId message readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateWalletDocument,
    "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId message fromViewer cursor contact { id } }\n  }\n": typeof types.SubscriptionsTestMessageAddedDocument,
    "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { message } }\n    }\n  }\n": typeof types.SubscriptionsTestConversationUpdatedDocument,
    "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) { conversation { id } }\n  }\n": typeof types.SubscriptionsTestCreateConversationDocument,
    "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(conversationId: $c, message: $m) { id cursor }\n  }\n": typeof types.SubscriptionsTestSendMessageDocument,
    "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n": typeof types.SubscriptionsTestConversationsDocument,
    "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(conversationId: $c) { id }\n  }\n": typeof types.SubscriptionsTestMarkReadDocument,
    "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { message } } pageInfo { hasNextPage endCursor } }\n  }\n": typeof types.SubscriptionsTestMessagesAfterDocument,
};
const documents: Documents = {
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { accessToken userId passCode }\n  }\n": types.RestSignUpDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) { accessToken userId passCode }\n  }\n": types.RestSignInDocument,
    "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n": types.RestSignOutDocument,
    "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input)\n  }\n": types.RestUpdatePasscodeDocument,
    "\n  mutation RestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateChannelDocument,
    "\n  mutation RestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateChannelDocument,
    "\n  mutation RestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { ...RestChannel } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteChannelDocument,
    "\n  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }\n": types.RestChannelFragmentDoc,
    "\n  query RestViewChannels {\n    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }\n  }\n": types.RestViewChannelsDocument,
    "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt } }\n      pageInfo { hasNextPage }\n    }\n  }\n": types.RestListConversationsDocument,
    "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      created\n      conversation { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n    }\n  }\n": types.RestCreateConversationDocument,
    "\n  query RestGetConversation($conversationId: ID!) {\n    conversation(conversationId: $conversationId) { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n  }\n": types.RestGetConversationDocument,
    "\n  mutation RestUpdateConversation($conversationId: ID!, $input: UpdateConversationInput!) {\n    updateConversation(conversationId: $conversationId, input: $input) {\n      id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n    }\n  }\n": types.RestUpdateConversationDocument,
    "\n  mutation RestDeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId) { conversationId deleted }\n  }\n": types.RestDeleteConversationDocument,
    "\n  mutation RestMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestMintDocument,
    "\n  mutation RestBurn($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestBurnDocument,
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n": types.RestStablecoinTransactionFragmentDoc,
    "\n  fragment RestIdentityRecord on LinkedIdentity {\n    __typename id identityUuid userId createdAt\n    ... on MmoIdentity { phoneNumber mmoName fxIso relayCatchAll }\n    ... on BankIdentity { bankAc bankSc bankName fxIso relayCatchAll }\n    ... on GovIdIdentity { govIdNumber @include(if: $reveal) }\n    ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) fxIso relayCatchAll primaryNetworkWallet }\n  }\n": types.RestIdentityRecordFragmentDoc,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n": types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($identityUuid: ID!, $input: IdentityPatchInput!, $reveal: Boolean!) {\n    updateIdentity(identityUuid: $identityUuid, input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n": types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($identityUuid: ID!, $kind: IdentityKind, $reveal: Boolean!) {\n    deleteIdentity(identityUuid: $identityUuid, kind: $kind) {\n      ...RestIdentityRecord\n    }\n  }\n": types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        ...RestIdentityRecord\n      }\n    }\n  }\n": types.RestViewIdentitiesDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n": types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n": types.RestUpdateProfileDocument,
    "\n  query RestViewProfile {\n    viewer {\n      profile { id createdAt userId firstName lastName dob phoneNumber addressL1 addressL2 addressPostcode ccyIsoDefault }\n      usertag { id createdAt userId usertag }\n    }\n  }\n": types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias { id createdAt userId usertag alias aliasUuid }\n  }\n": types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { id createdAt userId usertag alias aliasUuid } }\n  }\n": types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($aliasUuid: ID!) {\n    deleteAlias(aliasUuid: $aliasUuid) { id createdAt userId usertag alias aliasUuid }\n  }\n": types.RestDeleteAliasDocument,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId message readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateWalletDocument,
    "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId message fromViewer cursor contact { id } }\n  }\n": types.SubscriptionsTestMessageAddedDocument,
    "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { message } }\n    }\n  }\n": types.SubscriptionsTestConversationUpdatedDocument,
    "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) { conversation { id } }\n  }\n": types.SubscriptionsTestCreateConversationDocument,
    "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(conversationId: $c, message: $m) { id cursor }\n  }\n": types.SubscriptionsTestSendMessageDocument,
    "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n": types.SubscriptionsTestConversationsDocument,
    "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(conversationId: $c) { id }\n  }\n": types.SubscriptionsTestMarkReadDocument,
    "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { message } } pageInfo { hasNextPage endCursor } }\n  }\n": types.SubscriptionsTestMessagesAfterDocument,
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
export function graphql(source: "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { accessToken userId passCode }\n  }\n"): (typeof documents)["\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { accessToken userId passCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) { accessToken userId passCode }\n  }\n"): (typeof documents)["\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) { accessToken userId passCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n"): (typeof documents)["\n  mutation RestSignOut {\n    signOut { revokedTokens }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input)\n  }\n"): (typeof documents)["\n  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input)\n  }\n"];
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
export function graphql(source: "\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt } }\n      pageInfo { hasNextPage }\n    }\n  }\n"): (typeof documents)["\n  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {\n    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {\n      edges { node { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt } }\n      pageInfo { hasNextPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      created\n      conversation { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      created\n      conversation { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestGetConversation($conversationId: ID!) {\n    conversation(conversationId: $conversationId) { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n  }\n"): (typeof documents)["\n  query RestGetConversation($conversationId: ID!) {\n    conversation(conversationId: $conversationId) { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateConversation($conversationId: ID!, $input: UpdateConversationInput!) {\n    updateConversation(conversationId: $conversationId, input: $input) {\n      id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateConversation($conversationId: ID!, $input: UpdateConversationInput!) {\n    updateConversation(conversationId: $conversationId, input: $input) {\n      id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId) { conversationId deleted }\n  }\n"): (typeof documents)["\n  mutation RestDeleteConversation($conversationId: ID!) {\n    deleteConversation(conversationId: $conversationId) { conversationId deleted }\n  }\n"];
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
export function graphql(source: "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n"): (typeof documents)["\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestIdentityRecord on LinkedIdentity {\n    __typename id identityUuid userId createdAt\n    ... on MmoIdentity { phoneNumber mmoName fxIso relayCatchAll }\n    ... on BankIdentity { bankAc bankSc bankName fxIso relayCatchAll }\n    ... on GovIdIdentity { govIdNumber @include(if: $reveal) }\n    ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) fxIso relayCatchAll primaryNetworkWallet }\n  }\n"): (typeof documents)["\n  fragment RestIdentityRecord on LinkedIdentity {\n    __typename id identityUuid userId createdAt\n    ... on MmoIdentity { phoneNumber mmoName fxIso relayCatchAll }\n    ... on BankIdentity { bankAc bankSc bankName fxIso relayCatchAll }\n    ... on GovIdIdentity { govIdNumber @include(if: $reveal) }\n    ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) fxIso relayCatchAll primaryNetworkWallet }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateIdentity($identityUuid: ID!, $input: IdentityPatchInput!, $reveal: Boolean!) {\n    updateIdentity(identityUuid: $identityUuid, input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateIdentity($identityUuid: ID!, $input: IdentityPatchInput!, $reveal: Boolean!) {\n    updateIdentity(identityUuid: $identityUuid, input: $input) {\n      ...RestIdentityRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteIdentity($identityUuid: ID!, $kind: IdentityKind, $reveal: Boolean!) {\n    deleteIdentity(identityUuid: $identityUuid, kind: $kind) {\n      ...RestIdentityRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteIdentity($identityUuid: ID!, $kind: IdentityKind, $reveal: Boolean!) {\n    deleteIdentity(identityUuid: $identityUuid, kind: $kind) {\n      ...RestIdentityRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        ...RestIdentityRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        ...RestIdentityRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewProfile {\n    viewer {\n      profile { id createdAt userId firstName lastName dob phoneNumber addressL1 addressL2 addressPostcode ccyIsoDefault }\n      usertag { id createdAt userId usertag }\n    }\n  }\n"): (typeof documents)["\n  query RestViewProfile {\n    viewer {\n      profile { id createdAt userId firstName lastName dob phoneNumber addressL1 addressL2 addressPostcode ccyIsoDefault }\n      usertag { id createdAt userId usertag }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateAlias {\n    createAlias { id createdAt userId usertag alias aliasUuid }\n  }\n"): (typeof documents)["\n  mutation RestCreateAlias {\n    createAlias { id createdAt userId usertag alias aliasUuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestViewAliases {\n    viewer { aliases { id createdAt userId usertag alias aliasUuid } }\n  }\n"): (typeof documents)["\n  query RestViewAliases {\n    viewer { aliases { id createdAt userId usertag alias aliasUuid } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteAlias($aliasUuid: ID!) {\n    deleteAlias(aliasUuid: $aliasUuid) { id createdAt userId usertag alias aliasUuid }\n  }\n"): (typeof documents)["\n  mutation RestDeleteAlias($aliasUuid: ID!) {\n    deleteAlias(aliasUuid: $aliasUuid) { id createdAt userId usertag alias aliasUuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId message readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId message readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId message fromViewer cursor contact { id } }\n  }\n"): (typeof documents)["\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId message fromViewer cursor contact { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { message } }\n    }\n  }\n"): (typeof documents)["\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) { conversation { id } }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) { conversation { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(conversationId: $c, message: $m) { id cursor }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(conversationId: $c, message: $m) { id cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(conversationId: $c) { id }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(conversationId: $c) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { message } } pageInfo { hasNextPage endCursor } }\n  }\n"): (typeof documents)["\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { message } } pageInfo { hasNextPage endCursor } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;