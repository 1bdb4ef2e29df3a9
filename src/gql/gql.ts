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
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n": typeof types.RestStablecoinTransactionFragmentDoc,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n": typeof types.RestViewIdentitiesDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestUpdateProfileDocument,
    "\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n": typeof types.RestProfileFragmentDoc,
    "\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n": typeof types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n": typeof types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestDeleteAliasDocument,
    "\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n": typeof types.RestAliasFragmentDoc,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RestCreateWalletDocument,
    "\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestCreateChannelDocument,
    "\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestUpdateChannelDocument,
    "\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestDeleteChannelDocument,
    "\n  query TestChannelIds { viewer { channels { id } } }\n": typeof types.TestChannelIdsDocument,
    "\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n": typeof types.TestFundingTransactionFragmentDoc,
    "\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestFundingMintDocument,
    "\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestFundingBurnDocument,
    "\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n": typeof types.TestFundingFirstTransactionsDocument,
    "\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n": typeof types.TestFundingTransactionUpdatedDocument,
    "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestMoneyCreateWalletDocument,
    "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.TestMoneyLedgerDocument,
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
    "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n": typeof types.SubscriptionsTestMessageAddedDocument,
    "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n": typeof types.SubscriptionsTestConversationUpdatedDocument,
    "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SubscriptionsTestCreateConversationDocument,
    "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SubscriptionsTestSendMessageDocument,
    "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n": typeof types.SubscriptionsTestConversationsDocument,
    "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SubscriptionsTestMarkReadDocument,
    "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n": typeof types.SubscriptionsTestMessagesAfterDocument,
    "\n  mutation TestWalletCreate($i: CreateWalletInput!) {\n    createWallet(input: $i) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.TestWalletCreateDocument,
    "\n  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }\n": typeof types.TestWalletBalancesDocument,
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
    "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n": types.RestStablecoinTransactionFragmentDoc,
    "\n  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestLinkIdentityDocument,
    "\n  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {\n    updateIdentity(input: $input) {\n      __typename\n      ... on UpdateIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateIdentityDocument,
    "\n  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess {\n        identity {\n          __typename databaseId id userId createdAt\n          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteIdentityDocument,
    "\n  query RestViewIdentities($reveal: Boolean!) {\n    viewer {\n      identities {\n        __typename databaseId id userId createdAt\n        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }\n        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }\n        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }\n        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }\n      }\n    }\n  }\n": types.RestViewIdentitiesDocument,
    "\n  mutation RestCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { ...RestProfile } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestUpdateProfileDocument,
    "\n  fragment RestProfile on Profile {\n    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy\n  }\n": types.RestProfileFragmentDoc,
    "\n  query RestViewProfile {\n    viewer {\n      profile {\n        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode\n        defaultCurrency\n      }\n      usertag { databaseId createdAt userId usertag }\n    }\n  }\n": types.RestViewProfileDocument,
    "\n  mutation RestCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateAliasDocument,
    "\n  query RestViewAliases {\n    viewer { aliases { ...RestAlias } }\n  }\n": types.RestViewAliasesDocument,
    "\n  mutation RestDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { ...RestAlias } }\n      ... on Error { code message field }\n    }\n  }\n": types.RestDeleteAliasDocument,
    "\n  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }\n": types.RestAliasFragmentDoc,
    "\n  mutation RestCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess {\n        messages {\n          id conversationId text readAt createdAt updatedAt\n          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }\n          reactions { emoji }\n        }\n      }\n      ... on Error { code message field }\n    }\n  }\n": types.RestCreateWalletDocument,
    "\n  mutation TestCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestCreateChannelDocument,
    "\n  mutation TestUpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      __typename\n      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestUpdateChannelDocument,
    "\n  mutation TestDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestDeleteChannelDocument,
    "\n  query TestChannelIds { viewer { channels { id } } }\n": types.TestChannelIdsDocument,
    "\n  fragment TestFundingTransaction on StablecoinTransaction {\n    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount currency }\n  }\n": types.TestFundingTransactionFragmentDoc,
    "\n  mutation TestFundingMint($i: MintStablecoinInput!) {\n    mintStablecoin(input: $i) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestFundingMintDocument,
    "\n  mutation TestFundingBurn($i: BurnStablecoinInput!) {\n    burnStablecoin(input: $i) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestFundingBurnDocument,
    "\n  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }\n": types.TestFundingFirstTransactionsDocument,
    "\n  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }\n": types.TestFundingTransactionUpdatedDocument,
    "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n": types.TestMoneyCreateWalletDocument,
    "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.TestMoneyLedgerDocument,
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
    "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n": types.SubscriptionsTestMessageAddedDocument,
    "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n": types.SubscriptionsTestConversationUpdatedDocument,
    "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": types.SubscriptionsTestCreateConversationDocument,
    "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n": types.SubscriptionsTestSendMessageDocument,
    "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n": types.SubscriptionsTestConversationsDocument,
    "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n": types.SubscriptionsTestMarkReadDocument,
    "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n": types.SubscriptionsTestMessagesAfterDocument,
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
export function graphql(source: "\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n"): (typeof documents)["\n  fragment RestStablecoinTransaction on StablecoinTransaction {\n    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash networkFeeEth networkFee { amount } userPaysFees\n  }\n"];
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
export function graphql(source: "\n  query TestChannelIds { viewer { channels { id } } }\n"): (typeof documents)["\n  query TestChannelIds { viewer { channels { id } } }\n"];
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
export function graphql(source: "\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestMoneyLedger($after: String) {\n    viewer {\n      stablecoinTransactions(first: 50, after: $after) {\n        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n"): (typeof documents)["\n  subscription SubscriptionsTestMessageAdded($c: ID) {\n    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n"): (typeof documents)["\n  subscription SubscriptionsTestConversationUpdated {\n    conversationUpdated {\n      conversationId deleted unreadTotal\n      conversation { id isMuted unreadCount lastMessage { text } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestCreateConversation($c: ID) {\n    createConversation(input: { contactId: $c }) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestSendMessage($c: ID!, $m: String!) {\n    sendMessage(input: { conversationId: $c, text: $m }) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { id cursor } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query SubscriptionsTestConversations {\n    conversations { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsTestMarkRead($c: ID!) {\n    markConversationRead(input: { id: $c }) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n"): (typeof documents)["\n  query SubscriptionsTestMessagesAfter($a: String) {\n    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }\n  }\n"];
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