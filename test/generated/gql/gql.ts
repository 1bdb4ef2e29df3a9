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
    "\n  mutation TestApiTokenCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { id name scopes expiresAt lastUsedAt revokedAt } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestApiTokenCreateDocument,
    "\n  mutation TestApiTokenRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestApiTokenRevokeDocument,
    "\n  query TestApiTokenList { viewer { apiTokens { id name scopes lastUsedAt } } }\n": typeof types.TestApiTokenListDocument,
    "\n  query TestApiTokenViewer { viewer { id email } }\n": typeof types.TestApiTokenViewerDocument,
    "\n  mutation TestApiTokenAlias { createAlias { __typename } }\n": typeof types.TestApiTokenAliasDocument,
    "\n  mutation TestApiTokenSignOut { signOut { revokedTokens } }\n": typeof types.TestApiTokenSignOutDocument,
    "\n  mutation TestApiTokenPasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n": typeof types.TestApiTokenPasscodeDocument,
    "\n  subscription TestApiTokenUpdates { conversationUpdated { __typename } }\n": typeof types.TestApiTokenUpdatesDocument,
    "\n  query TestAuthViewerId { viewer { id } }\n": typeof types.TestAuthViewerIdDocument,
    "\n  query TestAuthViewerEmail { viewer { id email } }\n": typeof types.TestAuthViewerEmailDocument,
    "\n  mutation TestAuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestAuthSignUpDocument,
    "\n  mutation TestAuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestAuthSignInDocument,
    "\n  mutation TestAuthUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on UpdatePasscodeSuccess { viewer { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestAuthUpdatePasscodeDocument,
    "\n  mutation TestAuthSignOut { signOut { revokedTokens } }\n": typeof types.TestAuthSignOutDocument,
    "\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestCreateChannelDocument,
    "\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestUpdateChannelDocument,
    "\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestDeleteChannelDocument,
    "\n  mutation TestChannelCreateTypename($input: CreateChannelInput!) { createChannel(input: $input) { __typename } }\n": typeof types.TestChannelCreateTypenameDocument,
    "\n  mutation TestChannelDeleteTypename($input: DeleteChannelInput!) { deleteChannel(input: $input) { __typename } }\n": typeof types.TestChannelDeleteTypenameDocument,
    "\n  query TestChannelIds { viewer { channels { id } } }\n": typeof types.TestChannelIdsDocument,
    "\n  mutation TestMessagesOpen($c: ID, $g: ID) {\n    createConversation(input: { contactId: $c, groupId: $g }) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestMessagesOpenDocument,
    "\n  mutation TestMessagesSend($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename\n      ... on SendMessageSuccess {\n        sentMessage { id conversationId text fromViewer cursor createdAt readAt contact { id } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestMessagesSendDocument,
    "\n  mutation TestMessagesMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id lastOpenedAt unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestMessagesMarkReadDocument,
    "\n  query TestMessagesUnread {\n    viewer { unreadCount }\n    conversations(first: 100) { edges { node { id contactId groupId unreadCount } } }\n  }\n": typeof types.TestMessagesUnreadDocument,
    "\n  query TestMessagesReadAt($c: ID!) { messages(conversationId: $c) { edges { node { readAt } } } }\n": typeof types.TestMessagesReadAtDocument,
    "\n  query TestMessagesReceived($c: ID!) {\n    conversation(id: $c) { contactId lastActiveAt lastMessage { text fromViewer contact { id } } }\n  }\n": typeof types.TestMessagesReceivedDocument,
    "\n  query TestMessagesThread($c: ID!) { conversation(id: $c) { messages { edges { node { text fromViewer } } } } }\n": typeof types.TestMessagesThreadDocument,
    "\n  query TestMessagesCounts($c: ID!) {\n    conversation(id: $c) { unreadCount messages(first: 100) { edges { node { text } } } }\n    viewer { unreadCount }\n  }\n": typeof types.TestMessagesCountsDocument,
    "\n  query TestMessagesPage($c: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    conversation(id: $c) {\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { text } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": typeof types.TestMessagesPageDocument,
    "\n  query TestMessagesRefusedPage($c: ID!, $first: Int, $after: String, $last: Int) {\n    conversation(id: $c) { messages(first: $first, after: $after, last: $last) { edges { cursor } } }\n  }\n": typeof types.TestMessagesRefusedPageDocument,
    "\n  query TestMessagesCatchUp($a: String) {\n    messages(after: $a, first: 100) { edges { node { text conversationId } } pageInfo { hasNextPage } }\n  }\n": typeof types.TestMessagesCatchUpDocument,
    "\n    mutation TestMessagesReact($m: ID!, $e: String!) {\n      addReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on AddReactionSuccess { reactedMessage { id reactions { emoji fromViewer contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesReactDocument,
    "\n    mutation TestMessagesUnreact($m: ID!, $e: String!) {\n      removeReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on RemoveReactionSuccess { reactedMessage { id reactions { emoji contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesUnreactDocument,
    "\n    query TestMessagesReactions($c: ID!) {\n      conversation(id: $c) { lastMessage { reactions { emoji fromViewer contact { id } } } }\n    }\n  ": typeof types.TestMessagesReactionsDocument,
    "\n    query TestMessagesFindContact($u: String!) {\n      contact(usertag: $u) { id username phoneNumber avatarUrl lastActiveAt createdAt isSystem }\n    }\n  ": typeof types.TestMessagesFindContactDocument,
    "\n    query TestMessagesNoContact { contact(usertag: \"nobody_here\") { id } }\n  ": typeof types.TestMessagesNoContactDocument,
    "\n    query TestMessagesConversationContact($c: ID!) {\n      conversation(id: $c) { contact { id username phoneNumber lastActiveAt } }\n    }\n  ": typeof types.TestMessagesConversationContactDocument,
    "\n    query TestMessagesOwnPhone($c: ID!) { conversation(id: $c) { lastMessage { contact { phoneNumber } } } }\n  ": typeof types.TestMessagesOwnPhoneDocument,
    "\n    query TestMessagesSystemConversation($c: ID!) {\n      conversation(id: $c) {\n        contactId unreadCount contact { id username isSystem } messages { edges { node { text fromViewer } } }\n      }\n      viewer { unreadCount }\n    }\n  ": typeof types.TestMessagesSystemConversationDocument,
    "\n    fragment TestMessagesGroupFields on Group { id name isMember members { contact { id } isAdmin } }\n  ": typeof types.TestMessagesGroupFieldsFragmentDoc,
    "\n    mutation TestMessagesCreateGroup($n: String!, $m: [ID!]) {\n      createGroup(input: { name: $n, memberIds: $m }) {\n        __typename\n        ... on CreateGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesCreateGroupDocument,
    "\n    mutation TestMessagesAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) {\n        __typename\n        ... on AddGroupMembersSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesAddGroupMembersDocument,
    "\n    mutation TestMessagesRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) {\n        __typename\n        ... on RemoveGroupMemberSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesRemoveGroupMemberDocument,
    "\n    mutation TestMessagesLeaveGroup($g: ID!) {\n      leaveGroup(input: { groupId: $g }) {\n        __typename\n        ... on LeaveGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": typeof types.TestMessagesLeaveGroupDocument,
    "\n    query TestMessagesConversationGroup($c: ID!) { conversation(id: $c) { group { ...TestMessagesGroupFields } } }\n  ": typeof types.TestMessagesConversationGroupDocument,
    "\n    query TestMessagesGroupId($g: ID!) { group(id: $g) { id } }\n  ": typeof types.TestMessagesGroupIdDocument,
    "\n    query TestMessagesGroupAndGroups($g: ID!) { group(id: $g) { ...TestMessagesGroupFields } groups { id } }\n  ": typeof types.TestMessagesGroupAndGroupsDocument,
    "\n    query TestMessagesGroups { groups { id } }\n  ": typeof types.TestMessagesGroupsDocument,
    "\n    mutation TestMessagesPayloadGroupId {\n      createGroup(input: { name: \"g\" }) { __typename ... on CreateGroupSuccess { group { id } } }\n    }\n  ": typeof types.TestMessagesPayloadGroupIdDocument,
    "\n    mutation TestMessagesPayloadSendMessage($c: ID!) {\n      sendMessage(input: { conversationId: $c, text: \"x\" }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadSendMessageDocument,
    "\n    mutation TestMessagesPayloadMarkRead($c: ID!) { markConversationRead(input: { id: $c }) { __typename } }\n  ": typeof types.TestMessagesPayloadMarkReadDocument,
    "\n    mutation TestMessagesPayloadUpdateConversation($c: ID!) {\n      updateConversation(input: { id: $c, isMuted: true }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadUpdateConversationDocument,
    "\n    mutation TestMessagesPayloadAddReaction($m: ID!) {\n      addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadAddReactionDocument,
    "\n    mutation TestMessagesPayloadRemoveReaction($m: ID!) {\n      removeReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadRemoveReactionDocument,
    "\n    mutation TestMessagesPayloadCreateGroup { createGroup(input: { name: \"h\" }) { __typename } }\n  ": typeof types.TestMessagesPayloadCreateGroupDocument,
    "\n    mutation TestMessagesPayloadAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadAddGroupMembersDocument,
    "\n    mutation TestMessagesPayloadRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) { __typename }\n    }\n  ": typeof types.TestMessagesPayloadRemoveGroupMemberDocument,
    "\n    mutation TestMessagesPayloadLeaveGroup($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename } }\n  ": typeof types.TestMessagesPayloadLeaveGroupDocument,
    "\n    mutation TestMessagesPayloadCreateConversation($c: ID) { createConversation(input: { contactId: $c }) { __typename } }\n  ": typeof types.TestMessagesPayloadCreateConversationDocument,
    "\n    mutation TestMessagesPayloadDeleteConversation($c: ID!) { deleteConversation(input: { id: $c }) { __typename } }\n  ": typeof types.TestMessagesPayloadDeleteConversationDocument,
    "\n  query TestConversationQueriesPage {\n    viewer { unreadCount }\n    conversations(first: 20) {\n      edges { cursor node {\n        id contactId isMuted unreadCount lastActiveAt\n        contact { id username phoneNumber isSystem }\n        group { name isMember members { isAdmin contact { id username } } }\n        lastMessage { text fromViewer contact { username } reactions { emoji contact { id } } }\n        messages(last: 3) { edges { node { text reactions { emoji } } } pageInfo { hasPreviousPage } }\n      } }\n      pageInfo { hasNextPage }\n    }\n  }\n": typeof types.TestConversationQueriesPageDocument,
    "\n  mutation TestConversationQueriesOpen($c: ID) {\n    createConversation(input: { contactId: $c }) { __typename ... on CreateConversationSuccess { conversation { id } } }\n  }\n": typeof types.TestConversationQueriesOpenDocument,
    "\n  mutation TestConversationQueriesSend($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) { __typename ... on SendMessageSuccess { sentMessage { id } } }\n  }\n": typeof types.TestConversationQueriesSendDocument,
    "\n  mutation TestConversationQueriesReact($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n  }\n": typeof types.TestConversationQueriesReactDocument,
    "\n  mutation TestConversationQueriesCreateGroup($name: String!, $m: [ID!]) {\n    createGroup(input: { name: $name, memberIds: $m }) { __typename }\n  }\n": typeof types.TestConversationQueriesCreateGroupDocument,
    "\n  mutation TestConversationSendMessage($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename ... on SendMessageSuccess { sentMessage { id conversationId } }\n    }\n  }\n": typeof types.TestConversationSendMessageDocument,
    "\n  mutation TestConversationCreateGroup($n: String!, $m: [ID!]) {\n    createGroup(input: { name: $n, memberIds: $m }) {\n      __typename ... on CreateGroupSuccess { group { id } }\n    }\n  }\n": typeof types.TestConversationCreateGroupDocument,
    "\n  mutation TestConversationUpdateArchivedAt($c: ID!, $a: DateTime) {\n    updateConversation(input: { id: $c, archivedAt: $a }) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { archivedAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestConversationUpdateArchivedAtDocument,
    "\n  mutation TestConversationUpdateUnreadableArchivedAt($c: ID!) {\n    updateConversation(input: { id: $c, archivedAt: \"yesterday\" }) { __typename }\n  }\n": typeof types.TestConversationUpdateUnreadableArchivedAtDocument,
    "\n  query TestConversationConnectionPage($first: Int, $after: String, $last: Int, $before: String) {\n    conversations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.TestConversationConnectionPageDocument,
    "\n  query TestConversationUnknownCursor { conversations(after: \"bm9wZQ\") { edges { cursor } } }\n": typeof types.TestConversationUnknownCursorDocument,
    "\n  mutation TestConversationForeignSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"hi\" }) { ... on Error { __typename code message field } }\n  }\n": typeof types.TestConversationForeignSendMessageDocument,
    "\n  mutation TestConversationForeignMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n": typeof types.TestConversationForeignMarkReadDocument,
    "\n  mutation TestConversationForeignUpdate($c: ID!) {\n    updateConversation(input: { id: $c, isMuted: true }) { ... on Error { __typename code message field } }\n  }\n": typeof types.TestConversationForeignUpdateDocument,
    "\n  mutation TestConversationForeignDelete($c: ID!) {\n    deleteConversation(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n": typeof types.TestConversationForeignDeleteDocument,
    "\n  query TestConversationForeignMessages($c: ID) { messages(conversationId: $c) { edges { node { id } } } }\n": typeof types.TestConversationForeignMessagesDocument,
    "\n  query TestConversationForeignConversationsAfter($c: ID!) { conversations(startingAfter: $c) { edges { node { id } } } }\n": typeof types.TestConversationForeignConversationsAfterDocument,
    "\n  query TestConversationForeignLookup($c: ID!) { conversation(id: $c) { id } }\n": typeof types.TestConversationForeignLookupDocument,
    "\n  mutation TestConversationForeignReaction($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"👍\" }) { ... on Error { __typename code field } }\n  }\n": typeof types.TestConversationForeignReactionDocument,
    "\n  query TestConversationForeignSeen { messages(first: 100) { edges { node { id } } } viewer { unreadCount } }\n": typeof types.TestConversationForeignSeenDocument,
    "\n  subscription TestDoorsConversationUpdated { conversationUpdated { __typename } }\n": typeof types.TestDoorsConversationUpdatedDocument,
    "\n  query TestDoorsViewerId { viewer { id } }\n": typeof types.TestDoorsViewerIdDocument,
    "\n  mutation TestDoorsArchiveConversation($v: DateTime) {\n    updateConversation(input: { id: \"x\", archivedAt: $v }) { __typename }\n  }\n": typeof types.TestDoorsArchiveConversationDocument,
    "\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n": typeof types.TestFundingTransactionFragmentDoc,
    "\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestFundingMintDocument,
    "\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestFundingBurnDocument,
    "\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n": typeof types.TestFundingFirstTransactionsDocument,
    "\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n": typeof types.TestFundingTransactionUpdatedDocument,
    "\n  query FxTestRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n": typeof types.FxTestRateDocument,
    "\n  mutation FxTestQuote($input: PaymentQuoteInput!) {\n    paymentQuote(input: $input) {\n      __typename\n      ... on PaymentQuoteSuccess {\n        paymentQuote {\n          id sendAmount { amount currency } receiveAmount { amount currency } rate fee { amount currency }\n          expiresAt createdAt\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.FxTestQuoteDocument,
    "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestMoneyCreateWalletDocument,
    "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.TestMoneyLedgerDocument,
    "\n  query TestIdentityReveal($passcode: String) {\n    viewer { identities {\n      __typename id kind userId\n      ... on CryptoIdentity { publicAddress privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumberLast4 governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n": typeof types.TestIdentityRevealDocument,
    "\n  query TestIdentityIds { viewer { identities { id } } }\n": typeof types.TestIdentityIdsDocument,
    "\n  query TestIdentityBanks($kind: IdentityKind) {\n    viewer { identities(kind: $kind) { id kind ... on BankIdentity { bankAccountNumber bankSortCode currency } } }\n  }\n": typeof types.TestIdentityBanksDocument,
    "\n  mutation TestIdentityLink($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestIdentityLinkDocument,
    "\n  mutation TestIdentityUpdate($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestIdentityUpdateDocument,
    "\n  mutation TestIdentityDelete($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestIdentityDeleteDocument,
    "\n  mutation TestIdentityDeleteOrError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { __typename ... on Error { code message field } }\n  }\n": typeof types.TestIdentityDeleteOrErrorDocument,
    "\n  mutation TestIdentityLinkTypename($input: LinkIdentityInput!) { linkIdentity(input: $input) { __typename } }\n": typeof types.TestIdentityLinkTypenameDocument,
    "\n  mutation TestIdentityUpdateErrorCode($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { code } }\n  }\n": typeof types.TestIdentityUpdateErrorCodeDocument,
    "\n  mutation TestIdentityDeleteTypename($input: DeleteIdentityInput!) { deleteIdentity(input: $input) { __typename } }\n": typeof types.TestIdentityDeleteTypenameDocument,
    "\n  mutation TestIdentityUpdateError($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n": typeof types.TestIdentityUpdateErrorDocument,
    "\n  mutation TestIdentityDeleteError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n": typeof types.TestIdentityDeleteErrorDocument,
    "\n  subscription TestMoneyChainTransactionUpdated { stablecoinTransactionUpdated { status } }\n": typeof types.TestMoneyChainTransactionUpdatedDocument,
    "\n  query TestOutageViewer { viewer { id } }\n": typeof types.TestOutageViewerDocument,
    "\n  mutation TestOutageSignIn($input: SignInInput!) { signIn(input: $input) { __typename } }\n": typeof types.TestOutageSignInDocument,
    "\n  subscription TestClusterMessageAdded { messageAdded { text fromViewer } }\n": typeof types.TestClusterMessageAddedDocument,
    "\n  mutation TestClusterCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n    }\n  }\n": typeof types.TestClusterCreateConversationDocument,
    "\n  mutation TestClusterSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"across instances\" }) { __typename }\n  }\n": typeof types.TestClusterSendMessageDocument,
    "\n  query TestHardeningPasscodeChecks($p0: String, $p1: String, $p2: String, $p3: String) {\n    viewer {\n      identities {\n        ... on CryptoIdentity {\n          k0: privateKey(passcode: $p0)\n          k1: privateKey(passcode: $p1)\n          k2: privateKey(passcode: $p2)\n          k3: privateKey(passcode: $p3)\n        }\n      }\n    }\n  }\n": typeof types.TestHardeningPasscodeChecksDocument,
    "\n  query TestHardeningPrivateKey($passcode: String) {\n    viewer { identities { ... on CryptoIdentity { privateKey(passcode: $passcode) } } }\n  }\n": typeof types.TestHardeningPrivateKeyDocument,
    "\n  mutation TestHardeningSixSignIns($e: String!) {\n    a: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    b: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    c: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    d: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    e: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    f: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n": typeof types.TestHardeningSixSignInsDocument,
    "\n  mutation TestHardeningFourMints($input: MintStablecoinInput!) {\n    a: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    b: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    c: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    d: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n  }\n": typeof types.TestHardeningFourMintsDocument,
    "\n  mutation TestHardeningMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) { __typename ... on Error { code } }\n  }\n": typeof types.TestHardeningMintDocument,
    "\n  mutation TestHardeningWrongSignIn($e: String!) {\n    signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n": typeof types.TestHardeningWrongSignInDocument,
    "\n  query TestProfileViewer {\n    viewer {\n      profile { id databaseId firstName usertag dateOfBirth addressLine1 addressLine2 postcode defaultCurrency }\n      usertag { id databaseId usertag }\n      aliases { id databaseId alias }\n    }\n  }\n": typeof types.TestProfileViewerDocument,
    "\n  mutation TestProfileCreate($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestProfileCreateDocument,
    "\n  mutation TestProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestProfileUpdateDocument,
    "\n  mutation TestProfileCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias usertag } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestProfileCreateAliasDocument,
    "\n  mutation TestProfileDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestProfileDeleteAliasDocument,
    "\n  query TestProfileAliasIds { viewer { aliases { id } } }\n": typeof types.TestProfileAliasIdsDocument,
    "\n  mutation TestProfileTypenames($passcode: String!) {\n    a: createAlias { __typename }\n    p: updateProfile(input: { postcode: \"GA-789\" }) { __typename }\n    u: updatePasscode(input: { currentPasscode: $passcode, newPasscode: $passcode }) { __typename }\n  }\n": typeof types.TestProfileTypenamesDocument,
    "\n  query TestSecretsReveal($passcode: String) {\n    viewer { identities {\n      ... on CryptoIdentity { privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n": typeof types.TestSecretsRevealDocument,
    "\n  subscription TestSessionsConversationUpdated { conversationUpdated { __typename } }\n": typeof types.TestSessionsConversationUpdatedDocument,
    "\n  query TestSessionsViewerId { viewer { id } }\n": typeof types.TestSessionsViewerIdDocument,
    "\n  mutation TestSessionsUpdatePasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n": typeof types.TestSessionsUpdatePasscodeDocument,
    "\n  subscription TestSubscriptionsMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n": typeof types.TestSubscriptionsMessageAddedDocument,
    "\n  subscription TestSubscriptionsConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n": typeof types.TestSubscriptionsConversationUpdatedDocument,
    "\n  subscription TestSubscriptionsConversationCounts {\n    conversationUpdated {\n      conversationId unreadTotal\n      conversation { id unreadCount unreadMentionCount lastMessage { text } }\n    }\n  }\n": typeof types.TestSubscriptionsConversationCountsDocument,
    "\n  mutation TestSubscriptionsCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TestSubscriptionsCreateConversationDocument,
    "\n  mutation TestSubscriptionsSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TestSubscriptionsSendMessageDocument,
    "\n  query TestSubscriptionsConversations {\n    conversations { edges { node { id } } }\n  }\n": typeof types.TestSubscriptionsConversationsDocument,
    "\n  mutation TestSubscriptionsMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TestSubscriptionsMarkReadDocument,
    "\n  query TestSubscriptionsMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n": typeof types.TestSubscriptionsMessagesAfterDocument,
    "\n  mutation TestWalletCreate($i: CreateWalletInput!) {\n    createWallet(input: $i) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestWalletCreateDocument,
    "\n  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }\n": typeof types.TestWalletBalancesDocument,
};
const documents: Documents = {
    "\n  mutation TestApiTokenCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { id name scopes expiresAt lastUsedAt revokedAt } } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestApiTokenCreateDocument,
    "\n  mutation TestApiTokenRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestApiTokenRevokeDocument,
    "\n  query TestApiTokenList { viewer { apiTokens { id name scopes lastUsedAt } } }\n": types.TestApiTokenListDocument,
    "\n  query TestApiTokenViewer { viewer { id email } }\n": types.TestApiTokenViewerDocument,
    "\n  mutation TestApiTokenAlias { createAlias { __typename } }\n": types.TestApiTokenAliasDocument,
    "\n  mutation TestApiTokenSignOut { signOut { revokedTokens } }\n": types.TestApiTokenSignOutDocument,
    "\n  mutation TestApiTokenPasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n": types.TestApiTokenPasscodeDocument,
    "\n  subscription TestApiTokenUpdates { conversationUpdated { __typename } }\n": types.TestApiTokenUpdatesDocument,
    "\n  query TestAuthViewerId { viewer { id } }\n": types.TestAuthViewerIdDocument,
    "\n  query TestAuthViewerEmail { viewer { id email } }\n": types.TestAuthViewerEmailDocument,
    "\n  mutation TestAuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestAuthSignUpDocument,
    "\n  mutation TestAuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestAuthSignInDocument,
    "\n  mutation TestAuthUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on UpdatePasscodeSuccess { viewer { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestAuthUpdatePasscodeDocument,
    "\n  mutation TestAuthSignOut { signOut { revokedTokens } }\n": types.TestAuthSignOutDocument,
    "\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestCreateChannelDocument,
    "\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestUpdateChannelDocument,
    "\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestDeleteChannelDocument,
    "\n  mutation TestChannelCreateTypename($input: CreateChannelInput!) { createChannel(input: $input) { __typename } }\n": types.TestChannelCreateTypenameDocument,
    "\n  mutation TestChannelDeleteTypename($input: DeleteChannelInput!) { deleteChannel(input: $input) { __typename } }\n": types.TestChannelDeleteTypenameDocument,
    "\n  query TestChannelIds { viewer { channels { id } } }\n": types.TestChannelIdsDocument,
    "\n  mutation TestMessagesOpen($c: ID, $g: ID) {\n    createConversation(input: { contactId: $c, groupId: $g }) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestMessagesOpenDocument,
    "\n  mutation TestMessagesSend($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename\n      ... on SendMessageSuccess {\n        sentMessage { id conversationId text fromViewer cursor createdAt readAt contact { id } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.TestMessagesSendDocument,
    "\n  mutation TestMessagesMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id lastOpenedAt unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestMessagesMarkReadDocument,
    "\n  query TestMessagesUnread {\n    viewer { unreadCount }\n    conversations(first: 100) { edges { node { id contactId groupId unreadCount } } }\n  }\n": types.TestMessagesUnreadDocument,
    "\n  query TestMessagesReadAt($c: ID!) { messages(conversationId: $c) { edges { node { readAt } } } }\n": types.TestMessagesReadAtDocument,
    "\n  query TestMessagesReceived($c: ID!) {\n    conversation(id: $c) { contactId lastActiveAt lastMessage { text fromViewer contact { id } } }\n  }\n": types.TestMessagesReceivedDocument,
    "\n  query TestMessagesThread($c: ID!) { conversation(id: $c) { messages { edges { node { text fromViewer } } } } }\n": types.TestMessagesThreadDocument,
    "\n  query TestMessagesCounts($c: ID!) {\n    conversation(id: $c) { unreadCount messages(first: 100) { edges { node { text } } } }\n    viewer { unreadCount }\n  }\n": types.TestMessagesCountsDocument,
    "\n  query TestMessagesPage($c: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    conversation(id: $c) {\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { text } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": types.TestMessagesPageDocument,
    "\n  query TestMessagesRefusedPage($c: ID!, $first: Int, $after: String, $last: Int) {\n    conversation(id: $c) { messages(first: $first, after: $after, last: $last) { edges { cursor } } }\n  }\n": types.TestMessagesRefusedPageDocument,
    "\n  query TestMessagesCatchUp($a: String) {\n    messages(after: $a, first: 100) { edges { node { text conversationId } } pageInfo { hasNextPage } }\n  }\n": types.TestMessagesCatchUpDocument,
    "\n    mutation TestMessagesReact($m: ID!, $e: String!) {\n      addReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on AddReactionSuccess { reactedMessage { id reactions { emoji fromViewer contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesReactDocument,
    "\n    mutation TestMessagesUnreact($m: ID!, $e: String!) {\n      removeReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on RemoveReactionSuccess { reactedMessage { id reactions { emoji contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesUnreactDocument,
    "\n    query TestMessagesReactions($c: ID!) {\n      conversation(id: $c) { lastMessage { reactions { emoji fromViewer contact { id } } } }\n    }\n  ": types.TestMessagesReactionsDocument,
    "\n    query TestMessagesFindContact($u: String!) {\n      contact(usertag: $u) { id username phoneNumber avatarUrl lastActiveAt createdAt isSystem }\n    }\n  ": types.TestMessagesFindContactDocument,
    "\n    query TestMessagesNoContact { contact(usertag: \"nobody_here\") { id } }\n  ": types.TestMessagesNoContactDocument,
    "\n    query TestMessagesConversationContact($c: ID!) {\n      conversation(id: $c) { contact { id username phoneNumber lastActiveAt } }\n    }\n  ": types.TestMessagesConversationContactDocument,
    "\n    query TestMessagesOwnPhone($c: ID!) { conversation(id: $c) { lastMessage { contact { phoneNumber } } } }\n  ": types.TestMessagesOwnPhoneDocument,
    "\n    query TestMessagesSystemConversation($c: ID!) {\n      conversation(id: $c) {\n        contactId unreadCount contact { id username isSystem } messages { edges { node { text fromViewer } } }\n      }\n      viewer { unreadCount }\n    }\n  ": types.TestMessagesSystemConversationDocument,
    "\n    fragment TestMessagesGroupFields on Group { id name isMember members { contact { id } isAdmin } }\n  ": types.TestMessagesGroupFieldsFragmentDoc,
    "\n    mutation TestMessagesCreateGroup($n: String!, $m: [ID!]) {\n      createGroup(input: { name: $n, memberIds: $m }) {\n        __typename\n        ... on CreateGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesCreateGroupDocument,
    "\n    mutation TestMessagesAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) {\n        __typename\n        ... on AddGroupMembersSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesAddGroupMembersDocument,
    "\n    mutation TestMessagesRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) {\n        __typename\n        ... on RemoveGroupMemberSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesRemoveGroupMemberDocument,
    "\n    mutation TestMessagesLeaveGroup($g: ID!) {\n      leaveGroup(input: { groupId: $g }) {\n        __typename\n        ... on LeaveGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  ": types.TestMessagesLeaveGroupDocument,
    "\n    query TestMessagesConversationGroup($c: ID!) { conversation(id: $c) { group { ...TestMessagesGroupFields } } }\n  ": types.TestMessagesConversationGroupDocument,
    "\n    query TestMessagesGroupId($g: ID!) { group(id: $g) { id } }\n  ": types.TestMessagesGroupIdDocument,
    "\n    query TestMessagesGroupAndGroups($g: ID!) { group(id: $g) { ...TestMessagesGroupFields } groups { id } }\n  ": types.TestMessagesGroupAndGroupsDocument,
    "\n    query TestMessagesGroups { groups { id } }\n  ": types.TestMessagesGroupsDocument,
    "\n    mutation TestMessagesPayloadGroupId {\n      createGroup(input: { name: \"g\" }) { __typename ... on CreateGroupSuccess { group { id } } }\n    }\n  ": types.TestMessagesPayloadGroupIdDocument,
    "\n    mutation TestMessagesPayloadSendMessage($c: ID!) {\n      sendMessage(input: { conversationId: $c, text: \"x\" }) { __typename }\n    }\n  ": types.TestMessagesPayloadSendMessageDocument,
    "\n    mutation TestMessagesPayloadMarkRead($c: ID!) { markConversationRead(input: { id: $c }) { __typename } }\n  ": types.TestMessagesPayloadMarkReadDocument,
    "\n    mutation TestMessagesPayloadUpdateConversation($c: ID!) {\n      updateConversation(input: { id: $c, isMuted: true }) { __typename }\n    }\n  ": types.TestMessagesPayloadUpdateConversationDocument,
    "\n    mutation TestMessagesPayloadAddReaction($m: ID!) {\n      addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  ": types.TestMessagesPayloadAddReactionDocument,
    "\n    mutation TestMessagesPayloadRemoveReaction($m: ID!) {\n      removeReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  ": types.TestMessagesPayloadRemoveReactionDocument,
    "\n    mutation TestMessagesPayloadCreateGroup { createGroup(input: { name: \"h\" }) { __typename } }\n  ": types.TestMessagesPayloadCreateGroupDocument,
    "\n    mutation TestMessagesPayloadAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) { __typename }\n    }\n  ": types.TestMessagesPayloadAddGroupMembersDocument,
    "\n    mutation TestMessagesPayloadRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) { __typename }\n    }\n  ": types.TestMessagesPayloadRemoveGroupMemberDocument,
    "\n    mutation TestMessagesPayloadLeaveGroup($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename } }\n  ": types.TestMessagesPayloadLeaveGroupDocument,
    "\n    mutation TestMessagesPayloadCreateConversation($c: ID) { createConversation(input: { contactId: $c }) { __typename } }\n  ": types.TestMessagesPayloadCreateConversationDocument,
    "\n    mutation TestMessagesPayloadDeleteConversation($c: ID!) { deleteConversation(input: { id: $c }) { __typename } }\n  ": types.TestMessagesPayloadDeleteConversationDocument,
    "\n  query TestConversationQueriesPage {\n    viewer { unreadCount }\n    conversations(first: 20) {\n      edges { cursor node {\n        id contactId isMuted unreadCount lastActiveAt\n        contact { id username phoneNumber isSystem }\n        group { name isMember members { isAdmin contact { id username } } }\n        lastMessage { text fromViewer contact { username } reactions { emoji contact { id } } }\n        messages(last: 3) { edges { node { text reactions { emoji } } } pageInfo { hasPreviousPage } }\n      } }\n      pageInfo { hasNextPage }\n    }\n  }\n": types.TestConversationQueriesPageDocument,
    "\n  mutation TestConversationQueriesOpen($c: ID) {\n    createConversation(input: { contactId: $c }) { __typename ... on CreateConversationSuccess { conversation { id } } }\n  }\n": types.TestConversationQueriesOpenDocument,
    "\n  mutation TestConversationQueriesSend($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) { __typename ... on SendMessageSuccess { sentMessage { id } } }\n  }\n": types.TestConversationQueriesSendDocument,
    "\n  mutation TestConversationQueriesReact($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n  }\n": types.TestConversationQueriesReactDocument,
    "\n  mutation TestConversationQueriesCreateGroup($name: String!, $m: [ID!]) {\n    createGroup(input: { name: $name, memberIds: $m }) { __typename }\n  }\n": types.TestConversationQueriesCreateGroupDocument,
    "\n  mutation TestConversationSendMessage($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename ... on SendMessageSuccess { sentMessage { id conversationId } }\n    }\n  }\n": types.TestConversationSendMessageDocument,
    "\n  mutation TestConversationCreateGroup($n: String!, $m: [ID!]) {\n    createGroup(input: { name: $n, memberIds: $m }) {\n      __typename ... on CreateGroupSuccess { group { id } }\n    }\n  }\n": types.TestConversationCreateGroupDocument,
    "\n  mutation TestConversationUpdateArchivedAt($c: ID!, $a: DateTime) {\n    updateConversation(input: { id: $c, archivedAt: $a }) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { archivedAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestConversationUpdateArchivedAtDocument,
    "\n  mutation TestConversationUpdateUnreadableArchivedAt($c: ID!) {\n    updateConversation(input: { id: $c, archivedAt: \"yesterday\" }) { __typename }\n  }\n": types.TestConversationUpdateUnreadableArchivedAtDocument,
    "\n  query TestConversationConnectionPage($first: Int, $after: String, $last: Int, $before: String) {\n    conversations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.TestConversationConnectionPageDocument,
    "\n  query TestConversationUnknownCursor { conversations(after: \"bm9wZQ\") { edges { cursor } } }\n": types.TestConversationUnknownCursorDocument,
    "\n  mutation TestConversationForeignSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"hi\" }) { ... on Error { __typename code message field } }\n  }\n": types.TestConversationForeignSendMessageDocument,
    "\n  mutation TestConversationForeignMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n": types.TestConversationForeignMarkReadDocument,
    "\n  mutation TestConversationForeignUpdate($c: ID!) {\n    updateConversation(input: { id: $c, isMuted: true }) { ... on Error { __typename code message field } }\n  }\n": types.TestConversationForeignUpdateDocument,
    "\n  mutation TestConversationForeignDelete($c: ID!) {\n    deleteConversation(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n": types.TestConversationForeignDeleteDocument,
    "\n  query TestConversationForeignMessages($c: ID) { messages(conversationId: $c) { edges { node { id } } } }\n": types.TestConversationForeignMessagesDocument,
    "\n  query TestConversationForeignConversationsAfter($c: ID!) { conversations(startingAfter: $c) { edges { node { id } } } }\n": types.TestConversationForeignConversationsAfterDocument,
    "\n  query TestConversationForeignLookup($c: ID!) { conversation(id: $c) { id } }\n": types.TestConversationForeignLookupDocument,
    "\n  mutation TestConversationForeignReaction($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"👍\" }) { ... on Error { __typename code field } }\n  }\n": types.TestConversationForeignReactionDocument,
    "\n  query TestConversationForeignSeen { messages(first: 100) { edges { node { id } } } viewer { unreadCount } }\n": types.TestConversationForeignSeenDocument,
    "\n  subscription TestDoorsConversationUpdated { conversationUpdated { __typename } }\n": types.TestDoorsConversationUpdatedDocument,
    "\n  query TestDoorsViewerId { viewer { id } }\n": types.TestDoorsViewerIdDocument,
    "\n  mutation TestDoorsArchiveConversation($v: DateTime) {\n    updateConversation(input: { id: \"x\", archivedAt: $v }) { __typename }\n  }\n": types.TestDoorsArchiveConversationDocument,
    "\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n": types.TestFundingTransactionFragmentDoc,
    "\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestFundingMintDocument,
    "\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestFundingBurnDocument,
    "\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n": types.TestFundingFirstTransactionsDocument,
    "\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n": types.TestFundingTransactionUpdatedDocument,
    "\n  query FxTestRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n": types.FxTestRateDocument,
    "\n  mutation FxTestQuote($input: PaymentQuoteInput!) {\n    paymentQuote(input: $input) {\n      __typename\n      ... on PaymentQuoteSuccess {\n        paymentQuote {\n          id sendAmount { amount currency } receiveAmount { amount currency } rate fee { amount currency }\n          expiresAt createdAt\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.FxTestQuoteDocument,
    "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestMoneyCreateWalletDocument,
    "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.TestMoneyLedgerDocument,
    "\n  query TestIdentityReveal($passcode: String) {\n    viewer { identities {\n      __typename id kind userId\n      ... on CryptoIdentity { publicAddress privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumberLast4 governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n": types.TestIdentityRevealDocument,
    "\n  query TestIdentityIds { viewer { identities { id } } }\n": types.TestIdentityIdsDocument,
    "\n  query TestIdentityBanks($kind: IdentityKind) {\n    viewer { identities(kind: $kind) { id kind ... on BankIdentity { bankAccountNumber bankSortCode currency } } }\n  }\n": types.TestIdentityBanksDocument,
    "\n  mutation TestIdentityLink($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.TestIdentityLinkDocument,
    "\n  mutation TestIdentityUpdate($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.TestIdentityUpdateDocument,
    "\n  mutation TestIdentityDelete($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.TestIdentityDeleteDocument,
    "\n  mutation TestIdentityDeleteOrError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { __typename ... on Error { code message field } }\n  }\n": types.TestIdentityDeleteOrErrorDocument,
    "\n  mutation TestIdentityLinkTypename($input: LinkIdentityInput!) { linkIdentity(input: $input) { __typename } }\n": types.TestIdentityLinkTypenameDocument,
    "\n  mutation TestIdentityUpdateErrorCode($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { code } }\n  }\n": types.TestIdentityUpdateErrorCodeDocument,
    "\n  mutation TestIdentityDeleteTypename($input: DeleteIdentityInput!) { deleteIdentity(input: $input) { __typename } }\n": types.TestIdentityDeleteTypenameDocument,
    "\n  mutation TestIdentityUpdateError($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n": types.TestIdentityUpdateErrorDocument,
    "\n  mutation TestIdentityDeleteError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n": types.TestIdentityDeleteErrorDocument,
    "\n  subscription TestMoneyChainTransactionUpdated { stablecoinTransactionUpdated { status } }\n": types.TestMoneyChainTransactionUpdatedDocument,
    "\n  query TestOutageViewer { viewer { id } }\n": types.TestOutageViewerDocument,
    "\n  mutation TestOutageSignIn($input: SignInInput!) { signIn(input: $input) { __typename } }\n": types.TestOutageSignInDocument,
    "\n  subscription TestClusterMessageAdded { messageAdded { text fromViewer } }\n": types.TestClusterMessageAddedDocument,
    "\n  mutation TestClusterCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n    }\n  }\n": types.TestClusterCreateConversationDocument,
    "\n  mutation TestClusterSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"across instances\" }) { __typename }\n  }\n": types.TestClusterSendMessageDocument,
    "\n  query TestHardeningPasscodeChecks($p0: String, $p1: String, $p2: String, $p3: String) {\n    viewer {\n      identities {\n        ... on CryptoIdentity {\n          k0: privateKey(passcode: $p0)\n          k1: privateKey(passcode: $p1)\n          k2: privateKey(passcode: $p2)\n          k3: privateKey(passcode: $p3)\n        }\n      }\n    }\n  }\n": types.TestHardeningPasscodeChecksDocument,
    "\n  query TestHardeningPrivateKey($passcode: String) {\n    viewer { identities { ... on CryptoIdentity { privateKey(passcode: $passcode) } } }\n  }\n": types.TestHardeningPrivateKeyDocument,
    "\n  mutation TestHardeningSixSignIns($e: String!) {\n    a: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    b: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    c: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    d: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    e: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    f: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n": types.TestHardeningSixSignInsDocument,
    "\n  mutation TestHardeningFourMints($input: MintStablecoinInput!) {\n    a: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    b: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    c: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    d: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n  }\n": types.TestHardeningFourMintsDocument,
    "\n  mutation TestHardeningMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) { __typename ... on Error { code } }\n  }\n": types.TestHardeningMintDocument,
    "\n  mutation TestHardeningWrongSignIn($e: String!) {\n    signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n": types.TestHardeningWrongSignInDocument,
    "\n  query TestProfileViewer {\n    viewer {\n      profile { id databaseId firstName usertag dateOfBirth addressLine1 addressLine2 postcode defaultCurrency }\n      usertag { id databaseId usertag }\n      aliases { id databaseId alias }\n    }\n  }\n": types.TestProfileViewerDocument,
    "\n  mutation TestProfileCreate($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestProfileCreateDocument,
    "\n  mutation TestProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestProfileUpdateDocument,
    "\n  mutation TestProfileCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias usertag } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestProfileCreateAliasDocument,
    "\n  mutation TestProfileDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestProfileDeleteAliasDocument,
    "\n  query TestProfileAliasIds { viewer { aliases { id } } }\n": types.TestProfileAliasIdsDocument,
    "\n  mutation TestProfileTypenames($passcode: String!) {\n    a: createAlias { __typename }\n    p: updateProfile(input: { postcode: \"GA-789\" }) { __typename }\n    u: updatePasscode(input: { currentPasscode: $passcode, newPasscode: $passcode }) { __typename }\n  }\n": types.TestProfileTypenamesDocument,
    "\n  query TestSecretsReveal($passcode: String) {\n    viewer { identities {\n      ... on CryptoIdentity { privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n": types.TestSecretsRevealDocument,
    "\n  subscription TestSessionsConversationUpdated { conversationUpdated { __typename } }\n": types.TestSessionsConversationUpdatedDocument,
    "\n  query TestSessionsViewerId { viewer { id } }\n": types.TestSessionsViewerIdDocument,
    "\n  mutation TestSessionsUpdatePasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n": types.TestSessionsUpdatePasscodeDocument,
    "\n  subscription TestSubscriptionsMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n": types.TestSubscriptionsMessageAddedDocument,
    "\n  subscription TestSubscriptionsConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n": types.TestSubscriptionsConversationUpdatedDocument,
    "\n  subscription TestSubscriptionsConversationCounts {\n    conversationUpdated {\n      conversationId unreadTotal\n      conversation { id unreadCount unreadMentionCount lastMessage { text } }\n    }\n  }\n": types.TestSubscriptionsConversationCountsDocument,
    "\n  mutation TestSubscriptionsCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": types.TestSubscriptionsCreateConversationDocument,
    "\n  mutation TestSubscriptionsSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n": types.TestSubscriptionsSendMessageDocument,
    "\n  query TestSubscriptionsConversations {\n    conversations { edges { node { id } } }\n  }\n": types.TestSubscriptionsConversationsDocument,
    "\n  mutation TestSubscriptionsMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": types.TestSubscriptionsMarkReadDocument,
    "\n  query TestSubscriptionsMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n": types.TestSubscriptionsMessagesAfterDocument,
    "\n  mutation TestWalletCreate($i: CreateWalletInput!) {\n    createWallet(input: $i) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestWalletCreateDocument,
    "\n  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }\n": types.TestWalletBalancesDocument,
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
export function graphql(source: "\n  mutation TestApiTokenCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { id name scopes expiresAt lastUsedAt revokedAt } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestApiTokenCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { id name scopes expiresAt lastUsedAt revokedAt } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestApiTokenRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestApiTokenRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestApiTokenList { viewer { apiTokens { id name scopes lastUsedAt } } }\n"): (typeof documents)["\n  query TestApiTokenList { viewer { apiTokens { id name scopes lastUsedAt } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestApiTokenViewer { viewer { id email } }\n"): (typeof documents)["\n  query TestApiTokenViewer { viewer { id email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestApiTokenAlias { createAlias { __typename } }\n"): (typeof documents)["\n  mutation TestApiTokenAlias { createAlias { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestApiTokenSignOut { signOut { revokedTokens } }\n"): (typeof documents)["\n  mutation TestApiTokenSignOut { signOut { revokedTokens } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestApiTokenPasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestApiTokenPasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestApiTokenUpdates { conversationUpdated { __typename } }\n"): (typeof documents)["\n  subscription TestApiTokenUpdates { conversationUpdated { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuthViewerId { viewer { id } }\n"): (typeof documents)["\n  query TestAuthViewerId { viewer { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuthViewerEmail { viewer { id email } }\n"): (typeof documents)["\n  query TestAuthViewerEmail { viewer { id email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAuthUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on UpdatePasscodeSuccess { viewer { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAuthUpdatePasscode($input: UpdatePasscodeInput!) {\n    updatePasscode(input: $input) {\n      __typename\n      ... on UpdatePasscodeSuccess { viewer { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAuthSignOut { signOut { revokedTokens } }\n"): (typeof documents)["\n  mutation TestAuthSignOut { signOut { revokedTokens } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestChannelCreateTypename($input: CreateChannelInput!) { createChannel(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestChannelCreateTypename($input: CreateChannelInput!) { createChannel(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestChannelDeleteTypename($input: DeleteChannelInput!) { deleteChannel(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestChannelDeleteTypename($input: DeleteChannelInput!) { deleteChannel(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestChannelIds { viewer { channels { id } } }\n"): (typeof documents)["\n  query TestChannelIds { viewer { channels { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMessagesOpen($c: ID, $g: ID) {\n    createConversation(input: { contactId: $c, groupId: $g }) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMessagesOpen($c: ID, $g: ID) {\n    createConversation(input: { contactId: $c, groupId: $g }) {\n      __typename\n      ... on CreateConversationSuccess { created conversation { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMessagesSend($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename\n      ... on SendMessageSuccess {\n        sentMessage { id conversationId text fromViewer cursor createdAt readAt contact { id } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMessagesSend($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename\n      ... on SendMessageSuccess {\n        sentMessage { id conversationId text fromViewer cursor createdAt readAt contact { id } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMessagesMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id lastOpenedAt unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMessagesMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id lastOpenedAt unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesUnread {\n    viewer { unreadCount }\n    conversations(first: 100) { edges { node { id contactId groupId unreadCount } } }\n  }\n"): (typeof documents)["\n  query TestMessagesUnread {\n    viewer { unreadCount }\n    conversations(first: 100) { edges { node { id contactId groupId unreadCount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesReadAt($c: ID!) { messages(conversationId: $c) { edges { node { readAt } } } }\n"): (typeof documents)["\n  query TestMessagesReadAt($c: ID!) { messages(conversationId: $c) { edges { node { readAt } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesReceived($c: ID!) {\n    conversation(id: $c) { contactId lastActiveAt lastMessage { text fromViewer contact { id } } }\n  }\n"): (typeof documents)["\n  query TestMessagesReceived($c: ID!) {\n    conversation(id: $c) { contactId lastActiveAt lastMessage { text fromViewer contact { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesThread($c: ID!) { conversation(id: $c) { messages { edges { node { text fromViewer } } } } }\n"): (typeof documents)["\n  query TestMessagesThread($c: ID!) { conversation(id: $c) { messages { edges { node { text fromViewer } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesCounts($c: ID!) {\n    conversation(id: $c) { unreadCount messages(first: 100) { edges { node { text } } } }\n    viewer { unreadCount }\n  }\n"): (typeof documents)["\n  query TestMessagesCounts($c: ID!) {\n    conversation(id: $c) { unreadCount messages(first: 100) { edges { node { text } } } }\n    viewer { unreadCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesPage($c: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    conversation(id: $c) {\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { text } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestMessagesPage($c: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    conversation(id: $c) {\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { text } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesRefusedPage($c: ID!, $first: Int, $after: String, $last: Int) {\n    conversation(id: $c) { messages(first: $first, after: $after, last: $last) { edges { cursor } } }\n  }\n"): (typeof documents)["\n  query TestMessagesRefusedPage($c: ID!, $first: Int, $after: String, $last: Int) {\n    conversation(id: $c) { messages(first: $first, after: $after, last: $last) { edges { cursor } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMessagesCatchUp($a: String) {\n    messages(after: $a, first: 100) { edges { node { text conversationId } } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query TestMessagesCatchUp($a: String) {\n    messages(after: $a, first: 100) { edges { node { text conversationId } } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesReact($m: ID!, $e: String!) {\n      addReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on AddReactionSuccess { reactedMessage { id reactions { emoji fromViewer contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesReact($m: ID!, $e: String!) {\n      addReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on AddReactionSuccess { reactedMessage { id reactions { emoji fromViewer contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesUnreact($m: ID!, $e: String!) {\n      removeReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on RemoveReactionSuccess { reactedMessage { id reactions { emoji contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesUnreact($m: ID!, $e: String!) {\n      removeReaction(input: { messageId: $m, emoji: $e }) {\n        __typename\n        ... on RemoveReactionSuccess { reactedMessage { id reactions { emoji contact { id } } } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesReactions($c: ID!) {\n      conversation(id: $c) { lastMessage { reactions { emoji fromViewer contact { id } } } }\n    }\n  "): (typeof documents)["\n    query TestMessagesReactions($c: ID!) {\n      conversation(id: $c) { lastMessage { reactions { emoji fromViewer contact { id } } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesFindContact($u: String!) {\n      contact(usertag: $u) { id username phoneNumber avatarUrl lastActiveAt createdAt isSystem }\n    }\n  "): (typeof documents)["\n    query TestMessagesFindContact($u: String!) {\n      contact(usertag: $u) { id username phoneNumber avatarUrl lastActiveAt createdAt isSystem }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesNoContact { contact(usertag: \"nobody_here\") { id } }\n  "): (typeof documents)["\n    query TestMessagesNoContact { contact(usertag: \"nobody_here\") { id } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesConversationContact($c: ID!) {\n      conversation(id: $c) { contact { id username phoneNumber lastActiveAt } }\n    }\n  "): (typeof documents)["\n    query TestMessagesConversationContact($c: ID!) {\n      conversation(id: $c) { contact { id username phoneNumber lastActiveAt } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesOwnPhone($c: ID!) { conversation(id: $c) { lastMessage { contact { phoneNumber } } } }\n  "): (typeof documents)["\n    query TestMessagesOwnPhone($c: ID!) { conversation(id: $c) { lastMessage { contact { phoneNumber } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesSystemConversation($c: ID!) {\n      conversation(id: $c) {\n        contactId unreadCount contact { id username isSystem } messages { edges { node { text fromViewer } } }\n      }\n      viewer { unreadCount }\n    }\n  "): (typeof documents)["\n    query TestMessagesSystemConversation($c: ID!) {\n      conversation(id: $c) {\n        contactId unreadCount contact { id username isSystem } messages { edges { node { text fromViewer } } }\n      }\n      viewer { unreadCount }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment TestMessagesGroupFields on Group { id name isMember members { contact { id } isAdmin } }\n  "): (typeof documents)["\n    fragment TestMessagesGroupFields on Group { id name isMember members { contact { id } isAdmin } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesCreateGroup($n: String!, $m: [ID!]) {\n      createGroup(input: { name: $n, memberIds: $m }) {\n        __typename\n        ... on CreateGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesCreateGroup($n: String!, $m: [ID!]) {\n      createGroup(input: { name: $n, memberIds: $m }) {\n        __typename\n        ... on CreateGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) {\n        __typename\n        ... on AddGroupMembersSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) {\n        __typename\n        ... on AddGroupMembersSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) {\n        __typename\n        ... on RemoveGroupMemberSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) {\n        __typename\n        ... on RemoveGroupMemberSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesLeaveGroup($g: ID!) {\n      leaveGroup(input: { groupId: $g }) {\n        __typename\n        ... on LeaveGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesLeaveGroup($g: ID!) {\n      leaveGroup(input: { groupId: $g }) {\n        __typename\n        ... on LeaveGroupSuccess { group { ...TestMessagesGroupFields } }\n        ... on Error { code message field }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesConversationGroup($c: ID!) { conversation(id: $c) { group { ...TestMessagesGroupFields } } }\n  "): (typeof documents)["\n    query TestMessagesConversationGroup($c: ID!) { conversation(id: $c) { group { ...TestMessagesGroupFields } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesGroupId($g: ID!) { group(id: $g) { id } }\n  "): (typeof documents)["\n    query TestMessagesGroupId($g: ID!) { group(id: $g) { id } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesGroupAndGroups($g: ID!) { group(id: $g) { ...TestMessagesGroupFields } groups { id } }\n  "): (typeof documents)["\n    query TestMessagesGroupAndGroups($g: ID!) { group(id: $g) { ...TestMessagesGroupFields } groups { id } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMessagesGroups { groups { id } }\n  "): (typeof documents)["\n    query TestMessagesGroups { groups { id } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadGroupId {\n      createGroup(input: { name: \"g\" }) { __typename ... on CreateGroupSuccess { group { id } } }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadGroupId {\n      createGroup(input: { name: \"g\" }) { __typename ... on CreateGroupSuccess { group { id } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadSendMessage($c: ID!) {\n      sendMessage(input: { conversationId: $c, text: \"x\" }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadSendMessage($c: ID!) {\n      sendMessage(input: { conversationId: $c, text: \"x\" }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadMarkRead($c: ID!) { markConversationRead(input: { id: $c }) { __typename } }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadMarkRead($c: ID!) { markConversationRead(input: { id: $c }) { __typename } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadUpdateConversation($c: ID!) {\n      updateConversation(input: { id: $c, isMuted: true }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadUpdateConversation($c: ID!) {\n      updateConversation(input: { id: $c, isMuted: true }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadAddReaction($m: ID!) {\n      addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadAddReaction($m: ID!) {\n      addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadRemoveReaction($m: ID!) {\n      removeReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadRemoveReaction($m: ID!) {\n      removeReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadCreateGroup { createGroup(input: { name: \"h\" }) { __typename } }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadCreateGroup { createGroup(input: { name: \"h\" }) { __typename } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadAddGroupMembers($g: ID!, $u: [ID!]!) {\n      addGroupMembers(input: { groupId: $g, userIds: $u }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) { __typename }\n    }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadRemoveGroupMember($g: ID!, $u: ID!) {\n      removeGroupMember(input: { groupId: $g, userId: $u }) { __typename }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadLeaveGroup($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename } }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadLeaveGroup($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadCreateConversation($c: ID) { createConversation(input: { contactId: $c }) { __typename } }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadCreateConversation($c: ID) { createConversation(input: { contactId: $c }) { __typename } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestMessagesPayloadDeleteConversation($c: ID!) { deleteConversation(input: { id: $c }) { __typename } }\n  "): (typeof documents)["\n    mutation TestMessagesPayloadDeleteConversation($c: ID!) { deleteConversation(input: { id: $c }) { __typename } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationQueriesPage {\n    viewer { unreadCount }\n    conversations(first: 20) {\n      edges { cursor node {\n        id contactId isMuted unreadCount lastActiveAt\n        contact { id username phoneNumber isSystem }\n        group { name isMember members { isAdmin contact { id username } } }\n        lastMessage { text fromViewer contact { username } reactions { emoji contact { id } } }\n        messages(last: 3) { edges { node { text reactions { emoji } } } pageInfo { hasPreviousPage } }\n      } }\n      pageInfo { hasNextPage }\n    }\n  }\n"): (typeof documents)["\n  query TestConversationQueriesPage {\n    viewer { unreadCount }\n    conversations(first: 20) {\n      edges { cursor node {\n        id contactId isMuted unreadCount lastActiveAt\n        contact { id username phoneNumber isSystem }\n        group { name isMember members { isAdmin contact { id username } } }\n        lastMessage { text fromViewer contact { username } reactions { emoji contact { id } } }\n        messages(last: 3) { edges { node { text reactions { emoji } } } pageInfo { hasPreviousPage } }\n      } }\n      pageInfo { hasNextPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationQueriesOpen($c: ID) {\n    createConversation(input: { contactId: $c }) { __typename ... on CreateConversationSuccess { conversation { id } } }\n  }\n"): (typeof documents)["\n  mutation TestConversationQueriesOpen($c: ID) {\n    createConversation(input: { contactId: $c }) { __typename ... on CreateConversationSuccess { conversation { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationQueriesSend($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) { __typename ... on SendMessageSuccess { sentMessage { id } } }\n  }\n"): (typeof documents)["\n  mutation TestConversationQueriesSend($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) { __typename ... on SendMessageSuccess { sentMessage { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationQueriesReact($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestConversationQueriesReact($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"🔥\" }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationQueriesCreateGroup($name: String!, $m: [ID!]) {\n    createGroup(input: { name: $name, memberIds: $m }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestConversationQueriesCreateGroup($name: String!, $m: [ID!]) {\n    createGroup(input: { name: $name, memberIds: $m }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationSendMessage($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename ... on SendMessageSuccess { sentMessage { id conversationId } }\n    }\n  }\n"): (typeof documents)["\n  mutation TestConversationSendMessage($c: ID!, $t: String!) {\n    sendMessage(input: { conversationId: $c, text: $t }) {\n      __typename ... on SendMessageSuccess { sentMessage { id conversationId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationCreateGroup($n: String!, $m: [ID!]) {\n    createGroup(input: { name: $n, memberIds: $m }) {\n      __typename ... on CreateGroupSuccess { group { id } }\n    }\n  }\n"): (typeof documents)["\n  mutation TestConversationCreateGroup($n: String!, $m: [ID!]) {\n    createGroup(input: { name: $n, memberIds: $m }) {\n      __typename ... on CreateGroupSuccess { group { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationUpdateArchivedAt($c: ID!, $a: DateTime) {\n    updateConversation(input: { id: $c, archivedAt: $a }) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { archivedAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestConversationUpdateArchivedAt($c: ID!, $a: DateTime) {\n    updateConversation(input: { id: $c, archivedAt: $a }) {\n      __typename\n      ... on UpdateConversationSuccess { conversation { archivedAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationUpdateUnreadableArchivedAt($c: ID!) {\n    updateConversation(input: { id: $c, archivedAt: \"yesterday\" }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestConversationUpdateUnreadableArchivedAt($c: ID!) {\n    updateConversation(input: { id: $c, archivedAt: \"yesterday\" }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationConnectionPage($first: Int, $after: String, $last: Int, $before: String) {\n    conversations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestConversationConnectionPage($first: Int, $after: String, $last: Int, $before: String) {\n    conversations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationUnknownCursor { conversations(after: \"bm9wZQ\") { edges { cursor } } }\n"): (typeof documents)["\n  query TestConversationUnknownCursor { conversations(after: \"bm9wZQ\") { edges { cursor } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationForeignSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"hi\" }) { ... on Error { __typename code message field } }\n  }\n"): (typeof documents)["\n  mutation TestConversationForeignSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"hi\" }) { ... on Error { __typename code message field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationForeignMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n"): (typeof documents)["\n  mutation TestConversationForeignMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationForeignUpdate($c: ID!) {\n    updateConversation(input: { id: $c, isMuted: true }) { ... on Error { __typename code message field } }\n  }\n"): (typeof documents)["\n  mutation TestConversationForeignUpdate($c: ID!) {\n    updateConversation(input: { id: $c, isMuted: true }) { ... on Error { __typename code message field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationForeignDelete($c: ID!) {\n    deleteConversation(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n"): (typeof documents)["\n  mutation TestConversationForeignDelete($c: ID!) {\n    deleteConversation(input: { id: $c }) { ... on Error { __typename code message field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationForeignMessages($c: ID) { messages(conversationId: $c) { edges { node { id } } } }\n"): (typeof documents)["\n  query TestConversationForeignMessages($c: ID) { messages(conversationId: $c) { edges { node { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationForeignConversationsAfter($c: ID!) { conversations(startingAfter: $c) { edges { node { id } } } }\n"): (typeof documents)["\n  query TestConversationForeignConversationsAfter($c: ID!) { conversations(startingAfter: $c) { edges { node { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationForeignLookup($c: ID!) { conversation(id: $c) { id } }\n"): (typeof documents)["\n  query TestConversationForeignLookup($c: ID!) { conversation(id: $c) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConversationForeignReaction($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"👍\" }) { ... on Error { __typename code field } }\n  }\n"): (typeof documents)["\n  mutation TestConversationForeignReaction($m: ID!) {\n    addReaction(input: { messageId: $m, emoji: \"👍\" }) { ... on Error { __typename code field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversationForeignSeen { messages(first: 100) { edges { node { id } } } viewer { unreadCount } }\n"): (typeof documents)["\n  query TestConversationForeignSeen { messages(first: 100) { edges { node { id } } } viewer { unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestDoorsConversationUpdated { conversationUpdated { __typename } }\n"): (typeof documents)["\n  subscription TestDoorsConversationUpdated { conversationUpdated { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDoorsViewerId { viewer { id } }\n"): (typeof documents)["\n  query TestDoorsViewerId { viewer { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDoorsArchiveConversation($v: DateTime) {\n    updateConversation(input: { id: \"x\", archivedAt: $v }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestDoorsArchiveConversation($v: DateTime) {\n    updateConversation(input: { id: \"x\", archivedAt: $v }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n"): (typeof documents)["\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n"): (typeof documents)["\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n"): (typeof documents)["\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FxTestRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n"): (typeof documents)["\n  query FxTestRate($base: CurrencyCode!, $quote: CurrencyCode!) {\n    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FxTestQuote($input: PaymentQuoteInput!) {\n    paymentQuote(input: $input) {\n      __typename\n      ... on PaymentQuoteSuccess {\n        paymentQuote {\n          id sendAmount { amount currency } receiveAmount { amount currency } rate fee { amount currency }\n          expiresAt createdAt\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation FxTestQuote($input: PaymentQuoteInput!) {\n    paymentQuote(input: $input) {\n      __typename\n      ... on PaymentQuoteSuccess {\n        paymentQuote {\n          id sendAmount { amount currency } receiveAmount { amount currency } rate fee { amount currency }\n          expiresAt createdAt\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestIdentityReveal($passcode: String) {\n    viewer { identities {\n      __typename id kind userId\n      ... on CryptoIdentity { publicAddress privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumberLast4 governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n"): (typeof documents)["\n  query TestIdentityReveal($passcode: String) {\n    viewer { identities {\n      __typename id kind userId\n      ... on CryptoIdentity { publicAddress privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumberLast4 governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestIdentityIds { viewer { identities { id } } }\n"): (typeof documents)["\n  query TestIdentityIds { viewer { identities { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestIdentityBanks($kind: IdentityKind) {\n    viewer { identities(kind: $kind) { id kind ... on BankIdentity { bankAccountNumber bankSortCode currency } } }\n  }\n"): (typeof documents)["\n  query TestIdentityBanks($kind: IdentityKind) {\n    viewer { identities(kind: $kind) { id kind ... on BankIdentity { bankAccountNumber bankSortCode currency } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityLink($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestIdentityLink($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityUpdate($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestIdentityUpdate($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityDelete($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestIdentityDelete($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }\n      }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityDeleteOrError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { __typename ... on Error { code message field } }\n  }\n"): (typeof documents)["\n  mutation TestIdentityDeleteOrError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { __typename ... on Error { code message field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityLinkTypename($input: LinkIdentityInput!) { linkIdentity(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestIdentityLinkTypename($input: LinkIdentityInput!) { linkIdentity(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityUpdateErrorCode($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { code } }\n  }\n"): (typeof documents)["\n  mutation TestIdentityUpdateErrorCode($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityDeleteTypename($input: DeleteIdentityInput!) { deleteIdentity(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestIdentityDeleteTypename($input: DeleteIdentityInput!) { deleteIdentity(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityUpdateError($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n"): (typeof documents)["\n  mutation TestIdentityUpdateError($input: UpdateIdentityInput!) {\n    updateIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIdentityDeleteError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n"): (typeof documents)["\n  mutation TestIdentityDeleteError($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) { ... on Error { __typename code field } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestMoneyChainTransactionUpdated { stablecoinTransactionUpdated { status } }\n"): (typeof documents)["\n  subscription TestMoneyChainTransactionUpdated { stablecoinTransactionUpdated { status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOutageViewer { viewer { id } }\n"): (typeof documents)["\n  query TestOutageViewer { viewer { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestOutageSignIn($input: SignInInput!) { signIn(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestOutageSignIn($input: SignInInput!) { signIn(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestClusterMessageAdded { messageAdded { text fromViewer } }\n"): (typeof documents)["\n  subscription TestClusterMessageAdded { messageAdded { text fromViewer } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestClusterCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n    }\n  }\n"): (typeof documents)["\n  mutation TestClusterCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestClusterSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"across instances\" }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestClusterSendMessage($c: ID!) {\n    sendMessage(input: { conversationId: $c, text: \"across instances\" }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestHardeningPasscodeChecks($p0: String, $p1: String, $p2: String, $p3: String) {\n    viewer {\n      identities {\n        ... on CryptoIdentity {\n          k0: privateKey(passcode: $p0)\n          k1: privateKey(passcode: $p1)\n          k2: privateKey(passcode: $p2)\n          k3: privateKey(passcode: $p3)\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestHardeningPasscodeChecks($p0: String, $p1: String, $p2: String, $p3: String) {\n    viewer {\n      identities {\n        ... on CryptoIdentity {\n          k0: privateKey(passcode: $p0)\n          k1: privateKey(passcode: $p1)\n          k2: privateKey(passcode: $p2)\n          k3: privateKey(passcode: $p3)\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestHardeningPrivateKey($passcode: String) {\n    viewer { identities { ... on CryptoIdentity { privateKey(passcode: $passcode) } } }\n  }\n"): (typeof documents)["\n  query TestHardeningPrivateKey($passcode: String) {\n    viewer { identities { ... on CryptoIdentity { privateKey(passcode: $passcode) } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHardeningSixSignIns($e: String!) {\n    a: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    b: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    c: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    d: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    e: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    f: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestHardeningSixSignIns($e: String!) {\n    a: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    b: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    c: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    d: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    e: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n    f: signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHardeningFourMints($input: MintStablecoinInput!) {\n    a: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    b: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    c: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    d: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n  }\n"): (typeof documents)["\n  mutation TestHardeningFourMints($input: MintStablecoinInput!) {\n    a: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    b: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    c: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n    d: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHardeningMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) { __typename ... on Error { code } }\n  }\n"): (typeof documents)["\n  mutation TestHardeningMint($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) { __typename ... on Error { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHardeningWrongSignIn($e: String!) {\n    signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestHardeningWrongSignIn($e: String!) {\n    signIn(input: { email: $e, password: \"wrong password\", passcode: \"0000\" }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProfileViewer {\n    viewer {\n      profile { id databaseId firstName usertag dateOfBirth addressLine1 addressLine2 postcode defaultCurrency }\n      usertag { id databaseId usertag }\n      aliases { id databaseId alias }\n    }\n  }\n"): (typeof documents)["\n  query TestProfileViewer {\n    viewer {\n      profile { id databaseId firstName usertag dateOfBirth addressLine1 addressLine2 postcode defaultCurrency }\n      usertag { id databaseId usertag }\n      aliases { id databaseId alias }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProfileCreate($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestProfileCreate($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProfileCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias usertag } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestProfileCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias usertag } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProfileDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestProfileDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProfileAliasIds { viewer { aliases { id } } }\n"): (typeof documents)["\n  query TestProfileAliasIds { viewer { aliases { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestProfileTypenames($passcode: String!) {\n    a: createAlias { __typename }\n    p: updateProfile(input: { postcode: \"GA-789\" }) { __typename }\n    u: updatePasscode(input: { currentPasscode: $passcode, newPasscode: $passcode }) { __typename }\n  }\n"): (typeof documents)["\n  mutation TestProfileTypenames($passcode: String!) {\n    a: createAlias { __typename }\n    p: updateProfile(input: { postcode: \"GA-789\" }) { __typename }\n    u: updatePasscode(input: { currentPasscode: $passcode, newPasscode: $passcode }) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSecretsReveal($passcode: String) {\n    viewer { identities {\n      ... on CryptoIdentity { privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n"): (typeof documents)["\n  query TestSecretsReveal($passcode: String) {\n    viewer { identities {\n      ... on CryptoIdentity { privateKey(passcode: $passcode) }\n      ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }\n    } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestSessionsConversationUpdated { conversationUpdated { __typename } }\n"): (typeof documents)["\n  subscription TestSessionsConversationUpdated { conversationUpdated { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSessionsViewerId { viewer { id } }\n"): (typeof documents)["\n  query TestSessionsViewerId { viewer { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSessionsUpdatePasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation TestSessionsUpdatePasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestSubscriptionsMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n"): (typeof documents)["\n  subscription TestSubscriptionsMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestSubscriptionsConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n"): (typeof documents)["\n  subscription TestSubscriptionsConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestSubscriptionsConversationCounts {\n    conversationUpdated {\n      conversationId unreadTotal\n      conversation { id unreadCount unreadMentionCount lastMessage { text } }\n    }\n  }\n"): (typeof documents)["\n  subscription TestSubscriptionsConversationCounts {\n    conversationUpdated {\n      conversationId unreadTotal\n      conversation { id unreadCount unreadMentionCount lastMessage { text } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubscriptionsCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSubscriptionsCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubscriptionsSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSubscriptionsSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSubscriptionsConversations {\n    conversations { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query TestSubscriptionsConversations {\n    conversations { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubscriptionsMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSubscriptionsMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSubscriptionsMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n"): (typeof documents)["\n  query TestSubscriptionsMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestWalletCreate($i: CreateWalletInput!) {\n    createWallet(input: $i) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestWalletCreate($i: CreateWalletInput!) {\n    createWallet(input: $i) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }\n"): (typeof documents)["\n  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;