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
    "\n  fragment ClientMessage on Message {\n    id conversationId cursor text createdAt fromViewer readAt reactions { emoji fromViewer }\n    editedAt deleted replyTo { messageId text deleted }\n    attachments { id name size contentType width height url thumbnailUrl }\n  }\n": typeof types.ClientMessageFragmentDoc,
    "\n  fragment ClientStablecoinTransaction on StablecoinTransaction {\n    id status chainOperation direction fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash failureReason createdAt updatedAt\n  }\n": typeof types.ClientStablecoinTransactionFragmentDoc,
    "\n  fragment ClientPayment on Payment {\n    id status direction amount { amount currency } receiveAmount { amount currency }\n    recipient recipientKind counterpartyUsertag note failureReason createdAt confirmedAt\n  }\n": typeof types.ClientPaymentFragmentDoc,
    "\n  fragment ClientEvent on Event {\n    id type subjectType subjectId payload createdAt\n  }\n": typeof types.ClientEventFragmentDoc,
    "\n  fragment ClientApiToken on ApiToken {\n    id name scopes createdAt expiresAt lastUsedAt revokedAt\n  }\n": typeof types.ClientApiTokenFragmentDoc,
    "\n  mutation ClientSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSignUpDocument,
    "\n  mutation ClientSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId expiresAt refreshToken refreshExpiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSignInDocument,
    "\n  mutation ClientSignOut { signOut { revokedTokens } }\n": typeof types.ClientSignOutDocument,
    "\n  query ClientViewer { viewer { id email createdAt profile { usertag defaultCurrency } } }\n": typeof types.ClientViewerDocument,
    "\n  query ClientConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges { cursor node { id contactId contact { id username presence { state lastSeenAt } } groupId isMuted isPinned unreadCount lastActiveAt lastMessage { text } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ClientConversationsDocument,
    "\n  query ClientMessages($conversationId: ID, $after: String, $first: Int) {\n    messages(conversationId: $conversationId, after: $after, first: $first) {\n      edges { node { ...ClientMessage } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ClientMessagesDocument,
    "\n  mutation ClientCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } created }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateConversationDocument,
    "\n  mutation ClientSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSendMessageDocument,
    "\n  mutation ClientMarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientMarkConversationReadDocument,
    "\n  subscription ClientMessageAdded($conversationId: ID) {\n    messageAdded(conversationId: $conversationId) { ...ClientMessage }\n  }\n": typeof types.ClientMessageAddedDocument,
    "\n  subscription ClientEvents($after: String, $types: [EventType!]) {\n    events(after: $after, types: $types) { ...ClientEvent }\n  }\n": typeof types.ClientEventsDocument,
    "\n  subscription ClientConversationUpdated {\n    conversationUpdated { conversationId deleted unreadTotal conversation { id unreadCount lastActiveAt } }\n  }\n": typeof types.ClientConversationUpdatedDocument,
    "\n  mutation ClientMintStablecoin($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientMintStablecoinDocument,
    "\n  mutation ClientBurnStablecoin($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientBurnStablecoinDocument,
    "\n  subscription ClientStablecoinTransactionUpdated {\n    stablecoinTransactionUpdated { ...ClientStablecoinTransaction }\n  }\n": typeof types.ClientStablecoinTransactionUpdatedDocument,
    "\n  mutation ClientSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...ClientPayment } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSendPaymentDocument,
    "\n  subscription ClientPaymentUpdated { paymentUpdated { ...ClientPayment } }\n": typeof types.ClientPaymentUpdatedDocument,
    "\n  query ClientApiTokens { viewer { apiTokens { ...ClientApiToken } } }\n": typeof types.ClientApiTokensDocument,
    "\n  mutation ClientCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { ...ClientApiToken } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateApiTokenDocument,
    "\n  mutation ClientRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { ...ClientApiToken } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientRevokeApiTokenDocument,
    "\n  query ClientWalletOverview {\n    viewer {\n      id\n      wallet { address identityId tokens { symbol balance } }\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n      }\n      stablecoinTransactions(first: 20) { edges { node { ...ClientStablecoinTransaction } } }\n    }\n  }\n": typeof types.ClientWalletOverviewDocument,
    "\n  mutation ClientCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol balance } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateWalletDocument,
    "\n  mutation ClientAddReaction($input: AddReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on AddReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientAddReactionDocument,
    "\n  mutation ClientRemoveReaction($input: RemoveReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on RemoveReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientRemoveReactionDocument,
    "\n  query ClientProfileOverview {\n    viewer {\n      id email\n      profile { firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode defaultCurrency usertag }\n      aliases { id alias createdAt }\n    }\n  }\n": typeof types.ClientProfileOverviewDocument,
    "\n  mutation ClientCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateProfileDocument,
    "\n  mutation ClientUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientUpdateProfileDocument,
    "\n  mutation ClientCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateAliasDocument,
    "\n  mutation ClientDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientDeleteAliasDocument,
    "\n  query ClientAccounts {\n    viewer {\n      id\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n        ... on GovernmentIdIdentity { governmentIdNumberLast4 }\n      }\n      channels { id routeName linkedAccountId alias { alias } }\n      aliases { id alias }\n    }\n  }\n": typeof types.ClientAccountsDocument,
    "\n  mutation ClientLinkIdentity($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess { identity { id kind } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientLinkIdentityDocument,
    "\n  mutation ClientDeleteIdentity($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess { identity { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientDeleteIdentityDocument,
    "\n  mutation ClientCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateChannelDocument,
    "\n  mutation ClientDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientDeleteChannelDocument,
    "\n  query ClientPayments($first: Int, $after: String) {\n    viewer { payments(first: $first, after: $after) { edges { node { ...ClientPayment } } pageInfo { hasNextPage endCursor } } }\n  }\n": typeof types.ClientPaymentsDocument,
    "\n  mutation ClientRefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      __typename\n      ... on RefreshSessionSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt userId } }\n    }\n  }\n": typeof types.ClientRefreshSessionDocument,
    "\n  mutation ClientCreateAttachmentUpload($input: CreateAttachmentUploadInput!) {\n    createAttachmentUpload(input: $input) {\n      __typename\n      ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateAttachmentUploadDocument,
    "\n  mutation ClientCompleteAttachmentUpload($input: CompleteAttachmentUploadInput!) {\n    completeAttachmentUpload(input: $input) {\n      __typename\n      ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCompleteAttachmentUploadDocument,
    "\n  mutation ClientEditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessageSuccess { editedMessage { ...ClientMessage editedAt } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientEditMessageDocument,
    "\n  mutation ClientDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessageSuccess { messageId forEveryone }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientDeleteMessageDocument,
    "\n  mutation ClientSetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingSuccess { conversationId typing expiresAt }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSetTypingDocument,
    "\n  subscription ClientTypingUpdated($conversationId: ID) {\n    typingUpdated(conversationId: $conversationId) { conversationId contactId username typing expiresAt expired }\n  }\n": typeof types.ClientTypingUpdatedDocument,
    "\n  query ClientPresence($userIds: [ID!]!) {\n    presence(userIds: $userIds) { contactId state lastSeenAt }\n  }\n": typeof types.ClientPresenceDocument,
    "\n  subscription ClientPresenceUpdated {\n    presenceUpdated { contactId state lastSeenAt }\n  }\n": typeof types.ClientPresenceUpdatedDocument,
    "\n  mutation ClientSetPresence($input: SetPresenceInput!) {\n    setPresence(input: $input) {\n      __typename\n      ... on SetPresenceSuccess { away }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSetPresenceDocument,
    "\n  mutation ClientUpdateChatPrivacy($input: UpdateChatPrivacyInput!) {\n    updateChatPrivacy(input: $input) {\n      __typename\n      ... on UpdateChatPrivacySuccess { hideLastSeen }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientUpdateChatPrivacyDocument,
    "\n  query ClientContact($usertag: String!) {\n    contact(usertag: $usertag) { id username }\n  }\n": typeof types.ClientContactDocument,
    "\n  query ClientAccountOverview {\n    viewer { id email emailVerified sessions { id device ipPrefix createdAt lastUsedAt current } }\n  }\n": typeof types.ClientAccountOverviewDocument,
    "\n  mutation ClientVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientVerifyEmailDocument,
    "\n  mutation ClientResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on ResendVerificationEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientResendVerificationEmailDocument,
    "\n  mutation ClientRequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientRequestPasswordResetDocument,
    "\n  mutation ClientResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientResetPasswordDocument,
    "\n  mutation ClientSignOutSession($input: SignOutSessionInput!) {\n    signOutSession(input: $input) {\n      __typename\n      ... on SignOutSessionSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSignOutSessionDocument,
    "\n  mutation ClientSignOutOtherSessions {\n    signOutOtherSessions {\n      __typename\n      ... on SignOutOtherSessionsSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSignOutOtherSessionsDocument,
    "\n  fragment ClientWebhookEndpoint on WebhookEndpoint {\n    id url description enabled disabledAt disabledReason eventTypes createdAt previousSecretValidUntil\n  }\n": typeof types.ClientWebhookEndpointFragmentDoc,
    "\n  query ClientWebhookEndpoints($deliveries: Int) {\n    viewer {\n      id\n      webhookEndpoints {\n        ...ClientWebhookEndpoint\n        deliveries(first: $deliveries) {\n          id status attemptCount nextAttemptAt createdAt event { id type }\n          attempts { attemptedAt statusCode latencyMs error responseBody }\n        }\n      }\n    }\n  }\n": typeof types.ClientWebhookEndpointsDocument,
    "\n  mutation ClientCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { created { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientCreateWebhookEndpointDocument,
    "\n  mutation ClientSetWebhookEndpointEnabled($input: SetWebhookEndpointEnabledInput!) {\n    setWebhookEndpointEnabled(input: $input) {\n      __typename\n      ... on SetWebhookEndpointEnabledSuccess { endpoint { ...ClientWebhookEndpoint } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSetWebhookEndpointEnabledDocument,
    "\n  mutation ClientRotateWebhookSecret($input: RotateWebhookSecretInput!) {\n    rotateWebhookSecret(input: $input) {\n      __typename\n      ... on RotateWebhookSecretSuccess { rotated { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientRotateWebhookSecretDocument,
    "\n  mutation ClientSendWebhookTest($input: SendWebhookTestInput!) {\n    sendWebhookTest(input: $input) {\n      __typename\n      ... on SendWebhookTestSuccess { sent { eventId } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientSendWebhookTestDocument,
    "\n  mutation ClientRedeliverWebhookEvents($input: RedeliverWebhookEventsInput!) {\n    redeliverWebhookEvents(input: $input) {\n      __typename\n      ... on RedeliverWebhookEventsSuccess { redelivery { queued } }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.ClientRedeliverWebhookEventsDocument,
};
const documents: Documents = {
    "\n  fragment ClientMessage on Message {\n    id conversationId cursor text createdAt fromViewer readAt reactions { emoji fromViewer }\n    editedAt deleted replyTo { messageId text deleted }\n    attachments { id name size contentType width height url thumbnailUrl }\n  }\n": types.ClientMessageFragmentDoc,
    "\n  fragment ClientStablecoinTransaction on StablecoinTransaction {\n    id status chainOperation direction fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash failureReason createdAt updatedAt\n  }\n": types.ClientStablecoinTransactionFragmentDoc,
    "\n  fragment ClientPayment on Payment {\n    id status direction amount { amount currency } receiveAmount { amount currency }\n    recipient recipientKind counterpartyUsertag note failureReason createdAt confirmedAt\n  }\n": types.ClientPaymentFragmentDoc,
    "\n  fragment ClientEvent on Event {\n    id type subjectType subjectId payload createdAt\n  }\n": types.ClientEventFragmentDoc,
    "\n  fragment ClientApiToken on ApiToken {\n    id name scopes createdAt expiresAt lastUsedAt revokedAt\n  }\n": types.ClientApiTokenFragmentDoc,
    "\n  mutation ClientSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSignUpDocument,
    "\n  mutation ClientSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId expiresAt refreshToken refreshExpiresAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSignInDocument,
    "\n  mutation ClientSignOut { signOut { revokedTokens } }\n": types.ClientSignOutDocument,
    "\n  query ClientViewer { viewer { id email createdAt profile { usertag defaultCurrency } } }\n": types.ClientViewerDocument,
    "\n  query ClientConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges { cursor node { id contactId contact { id username presence { state lastSeenAt } } groupId isMuted isPinned unreadCount lastActiveAt lastMessage { text } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ClientConversationsDocument,
    "\n  query ClientMessages($conversationId: ID, $after: String, $first: Int) {\n    messages(conversationId: $conversationId, after: $after, first: $first) {\n      edges { node { ...ClientMessage } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ClientMessagesDocument,
    "\n  mutation ClientCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } created }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateConversationDocument,
    "\n  mutation ClientSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSendMessageDocument,
    "\n  mutation ClientMarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientMarkConversationReadDocument,
    "\n  subscription ClientMessageAdded($conversationId: ID) {\n    messageAdded(conversationId: $conversationId) { ...ClientMessage }\n  }\n": types.ClientMessageAddedDocument,
    "\n  subscription ClientEvents($after: String, $types: [EventType!]) {\n    events(after: $after, types: $types) { ...ClientEvent }\n  }\n": types.ClientEventsDocument,
    "\n  subscription ClientConversationUpdated {\n    conversationUpdated { conversationId deleted unreadTotal conversation { id unreadCount lastActiveAt } }\n  }\n": types.ClientConversationUpdatedDocument,
    "\n  mutation ClientMintStablecoin($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientMintStablecoinDocument,
    "\n  mutation ClientBurnStablecoin($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientBurnStablecoinDocument,
    "\n  subscription ClientStablecoinTransactionUpdated {\n    stablecoinTransactionUpdated { ...ClientStablecoinTransaction }\n  }\n": types.ClientStablecoinTransactionUpdatedDocument,
    "\n  mutation ClientSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...ClientPayment } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSendPaymentDocument,
    "\n  subscription ClientPaymentUpdated { paymentUpdated { ...ClientPayment } }\n": types.ClientPaymentUpdatedDocument,
    "\n  query ClientApiTokens { viewer { apiTokens { ...ClientApiToken } } }\n": types.ClientApiTokensDocument,
    "\n  mutation ClientCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { ...ClientApiToken } } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateApiTokenDocument,
    "\n  mutation ClientRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { ...ClientApiToken } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientRevokeApiTokenDocument,
    "\n  query ClientWalletOverview {\n    viewer {\n      id\n      wallet { address identityId tokens { symbol balance } }\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n      }\n      stablecoinTransactions(first: 20) { edges { node { ...ClientStablecoinTransaction } } }\n    }\n  }\n": types.ClientWalletOverviewDocument,
    "\n  mutation ClientCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol balance } } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateWalletDocument,
    "\n  mutation ClientAddReaction($input: AddReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on AddReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientAddReactionDocument,
    "\n  mutation ClientRemoveReaction($input: RemoveReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on RemoveReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientRemoveReactionDocument,
    "\n  query ClientProfileOverview {\n    viewer {\n      id email\n      profile { firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode defaultCurrency usertag }\n      aliases { id alias createdAt }\n    }\n  }\n": types.ClientProfileOverviewDocument,
    "\n  mutation ClientCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateProfileDocument,
    "\n  mutation ClientUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientUpdateProfileDocument,
    "\n  mutation ClientCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateAliasDocument,
    "\n  mutation ClientDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientDeleteAliasDocument,
    "\n  query ClientAccounts {\n    viewer {\n      id\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n        ... on GovernmentIdIdentity { governmentIdNumberLast4 }\n      }\n      channels { id routeName linkedAccountId alias { alias } }\n      aliases { id alias }\n    }\n  }\n": types.ClientAccountsDocument,
    "\n  mutation ClientLinkIdentity($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess { identity { id kind } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientLinkIdentityDocument,
    "\n  mutation ClientDeleteIdentity($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess { identity { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientDeleteIdentityDocument,
    "\n  mutation ClientCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateChannelDocument,
    "\n  mutation ClientDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientDeleteChannelDocument,
    "\n  query ClientPayments($first: Int, $after: String) {\n    viewer { payments(first: $first, after: $after) { edges { node { ...ClientPayment } } pageInfo { hasNextPage endCursor } } }\n  }\n": types.ClientPaymentsDocument,
    "\n  mutation ClientRefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      __typename\n      ... on RefreshSessionSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt userId } }\n    }\n  }\n": types.ClientRefreshSessionDocument,
    "\n  mutation ClientCreateAttachmentUpload($input: CreateAttachmentUploadInput!) {\n    createAttachmentUpload(input: $input) {\n      __typename\n      ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateAttachmentUploadDocument,
    "\n  mutation ClientCompleteAttachmentUpload($input: CompleteAttachmentUploadInput!) {\n    completeAttachmentUpload(input: $input) {\n      __typename\n      ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCompleteAttachmentUploadDocument,
    "\n  mutation ClientEditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessageSuccess { editedMessage { ...ClientMessage editedAt } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientEditMessageDocument,
    "\n  mutation ClientDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessageSuccess { messageId forEveryone }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientDeleteMessageDocument,
    "\n  mutation ClientSetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingSuccess { conversationId typing expiresAt }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSetTypingDocument,
    "\n  subscription ClientTypingUpdated($conversationId: ID) {\n    typingUpdated(conversationId: $conversationId) { conversationId contactId username typing expiresAt expired }\n  }\n": types.ClientTypingUpdatedDocument,
    "\n  query ClientPresence($userIds: [ID!]!) {\n    presence(userIds: $userIds) { contactId state lastSeenAt }\n  }\n": types.ClientPresenceDocument,
    "\n  subscription ClientPresenceUpdated {\n    presenceUpdated { contactId state lastSeenAt }\n  }\n": types.ClientPresenceUpdatedDocument,
    "\n  mutation ClientSetPresence($input: SetPresenceInput!) {\n    setPresence(input: $input) {\n      __typename\n      ... on SetPresenceSuccess { away }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSetPresenceDocument,
    "\n  mutation ClientUpdateChatPrivacy($input: UpdateChatPrivacyInput!) {\n    updateChatPrivacy(input: $input) {\n      __typename\n      ... on UpdateChatPrivacySuccess { hideLastSeen }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientUpdateChatPrivacyDocument,
    "\n  query ClientContact($usertag: String!) {\n    contact(usertag: $usertag) { id username }\n  }\n": types.ClientContactDocument,
    "\n  query ClientAccountOverview {\n    viewer { id email emailVerified sessions { id device ipPrefix createdAt lastUsedAt current } }\n  }\n": types.ClientAccountOverviewDocument,
    "\n  mutation ClientVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientVerifyEmailDocument,
    "\n  mutation ClientResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on ResendVerificationEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientResendVerificationEmailDocument,
    "\n  mutation ClientRequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientRequestPasswordResetDocument,
    "\n  mutation ClientResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientResetPasswordDocument,
    "\n  mutation ClientSignOutSession($input: SignOutSessionInput!) {\n    signOutSession(input: $input) {\n      __typename\n      ... on SignOutSessionSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSignOutSessionDocument,
    "\n  mutation ClientSignOutOtherSessions {\n    signOutOtherSessions {\n      __typename\n      ... on SignOutOtherSessionsSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSignOutOtherSessionsDocument,
    "\n  fragment ClientWebhookEndpoint on WebhookEndpoint {\n    id url description enabled disabledAt disabledReason eventTypes createdAt previousSecretValidUntil\n  }\n": types.ClientWebhookEndpointFragmentDoc,
    "\n  query ClientWebhookEndpoints($deliveries: Int) {\n    viewer {\n      id\n      webhookEndpoints {\n        ...ClientWebhookEndpoint\n        deliveries(first: $deliveries) {\n          id status attemptCount nextAttemptAt createdAt event { id type }\n          attempts { attemptedAt statusCode latencyMs error responseBody }\n        }\n      }\n    }\n  }\n": types.ClientWebhookEndpointsDocument,
    "\n  mutation ClientCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { created { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientCreateWebhookEndpointDocument,
    "\n  mutation ClientSetWebhookEndpointEnabled($input: SetWebhookEndpointEnabledInput!) {\n    setWebhookEndpointEnabled(input: $input) {\n      __typename\n      ... on SetWebhookEndpointEnabledSuccess { endpoint { ...ClientWebhookEndpoint } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSetWebhookEndpointEnabledDocument,
    "\n  mutation ClientRotateWebhookSecret($input: RotateWebhookSecretInput!) {\n    rotateWebhookSecret(input: $input) {\n      __typename\n      ... on RotateWebhookSecretSuccess { rotated { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientRotateWebhookSecretDocument,
    "\n  mutation ClientSendWebhookTest($input: SendWebhookTestInput!) {\n    sendWebhookTest(input: $input) {\n      __typename\n      ... on SendWebhookTestSuccess { sent { eventId } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientSendWebhookTestDocument,
    "\n  mutation ClientRedeliverWebhookEvents($input: RedeliverWebhookEventsInput!) {\n    redeliverWebhookEvents(input: $input) {\n      __typename\n      ... on RedeliverWebhookEventsSuccess { redelivery { queued } }\n      ... on Error { code message field }\n    }\n  }\n": types.ClientRedeliverWebhookEventsDocument,
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
export function graphql(source: "\n  fragment ClientMessage on Message {\n    id conversationId cursor text createdAt fromViewer readAt reactions { emoji fromViewer }\n    editedAt deleted replyTo { messageId text deleted }\n    attachments { id name size contentType width height url thumbnailUrl }\n  }\n"): (typeof documents)["\n  fragment ClientMessage on Message {\n    id conversationId cursor text createdAt fromViewer readAt reactions { emoji fromViewer }\n    editedAt deleted replyTo { messageId text deleted }\n    attachments { id name size contentType width height url thumbnailUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientStablecoinTransaction on StablecoinTransaction {\n    id status chainOperation direction fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash failureReason createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment ClientStablecoinTransaction on StablecoinTransaction {\n    id status chainOperation direction fiatAmount { amount currency } tokenAmount { amount currency }\n    transactionHash failureReason createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientPayment on Payment {\n    id status direction amount { amount currency } receiveAmount { amount currency }\n    recipient recipientKind counterpartyUsertag note failureReason createdAt confirmedAt\n  }\n"): (typeof documents)["\n  fragment ClientPayment on Payment {\n    id status direction amount { amount currency } receiveAmount { amount currency }\n    recipient recipientKind counterpartyUsertag note failureReason createdAt confirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientEvent on Event {\n    id type subjectType subjectId payload createdAt\n  }\n"): (typeof documents)["\n  fragment ClientEvent on Event {\n    id type subjectType subjectId payload createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientApiToken on ApiToken {\n    id name scopes createdAt expiresAt lastUsedAt revokedAt\n  }\n"): (typeof documents)["\n  fragment ClientApiToken on ApiToken {\n    id name scopes createdAt expiresAt lastUsedAt revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SignUpSuccess { session { accessToken userId expiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId expiresAt refreshToken refreshExpiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on SignInSuccess { session { accessToken userId expiresAt refreshToken refreshExpiresAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignOut { signOut { revokedTokens } }\n"): (typeof documents)["\n  mutation ClientSignOut { signOut { revokedTokens } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientViewer { viewer { id email createdAt profile { usertag defaultCurrency } } }\n"): (typeof documents)["\n  query ClientViewer { viewer { id email createdAt profile { usertag defaultCurrency } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges { cursor node { id contactId contact { id username presence { state lastSeenAt } } groupId isMuted isPinned unreadCount lastActiveAt lastMessage { text } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ClientConversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges { cursor node { id contactId contact { id username presence { state lastSeenAt } } groupId isMuted isPinned unreadCount lastActiveAt lastMessage { text } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientMessages($conversationId: ID, $after: String, $first: Int) {\n    messages(conversationId: $conversationId, after: $after, first: $first) {\n      edges { node { ...ClientMessage } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ClientMessages($conversationId: ID, $after: String, $first: Int) {\n    messages(conversationId: $conversationId, after: $after, first: $first) {\n      edges { node { ...ClientMessage } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } created }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      __typename\n      ... on CreateConversationSuccess { conversation { id } created }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessageSuccess { sentMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientMarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientMarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadSuccess { conversation { id unreadCount } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientMessageAdded($conversationId: ID) {\n    messageAdded(conversationId: $conversationId) { ...ClientMessage }\n  }\n"): (typeof documents)["\n  subscription ClientMessageAdded($conversationId: ID) {\n    messageAdded(conversationId: $conversationId) { ...ClientMessage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientEvents($after: String, $types: [EventType!]) {\n    events(after: $after, types: $types) { ...ClientEvent }\n  }\n"): (typeof documents)["\n  subscription ClientEvents($after: String, $types: [EventType!]) {\n    events(after: $after, types: $types) { ...ClientEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientConversationUpdated {\n    conversationUpdated { conversationId deleted unreadTotal conversation { id unreadCount lastActiveAt } }\n  }\n"): (typeof documents)["\n  subscription ClientConversationUpdated {\n    conversationUpdated { conversationId deleted unreadTotal conversation { id unreadCount lastActiveAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientMintStablecoin($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientMintStablecoin($input: MintStablecoinInput!) {\n    mintStablecoin(input: $input) {\n      __typename\n      ... on MintStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientBurnStablecoin($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientBurnStablecoin($input: BurnStablecoinInput!) {\n    burnStablecoin(input: $input) {\n      __typename\n      ... on BurnStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientStablecoinTransactionUpdated {\n    stablecoinTransactionUpdated { ...ClientStablecoinTransaction }\n  }\n"): (typeof documents)["\n  subscription ClientStablecoinTransactionUpdated {\n    stablecoinTransactionUpdated { ...ClientStablecoinTransaction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...ClientPayment } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSendPayment($input: SendPaymentInput!) {\n    sendPayment(input: $input) {\n      __typename\n      ... on SendPaymentSuccess { payment { ...ClientPayment } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientPaymentUpdated { paymentUpdated { ...ClientPayment } }\n"): (typeof documents)["\n  subscription ClientPaymentUpdated { paymentUpdated { ...ClientPayment } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientApiTokens { viewer { apiTokens { ...ClientApiToken } } }\n"): (typeof documents)["\n  query ClientApiTokens { viewer { apiTokens { ...ClientApiToken } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { ...ClientApiToken } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { created { token apiToken { ...ClientApiToken } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { ...ClientApiToken } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { apiToken { ...ClientApiToken } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientWalletOverview {\n    viewer {\n      id\n      wallet { address identityId tokens { symbol balance } }\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n      }\n      stablecoinTransactions(first: 20) { edges { node { ...ClientStablecoinTransaction } } }\n    }\n  }\n"): (typeof documents)["\n  query ClientWalletOverview {\n    viewer {\n      id\n      wallet { address identityId tokens { symbol balance } }\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n      }\n      stablecoinTransactions(first: 20) { edges { node { ...ClientStablecoinTransaction } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol balance } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateWallet($input: CreateWalletInput!) {\n    createWallet(input: $input) {\n      __typename\n      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol balance } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAddReaction($input: AddReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on AddReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientAddReaction($input: AddReactionInput!) {\n    addReaction(input: $input) {\n      __typename\n      ... on AddReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRemoveReaction($input: RemoveReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on RemoveReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRemoveReaction($input: RemoveReactionInput!) {\n    removeReaction(input: $input) {\n      __typename\n      ... on RemoveReactionSuccess { reactedMessage { ...ClientMessage } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientProfileOverview {\n    viewer {\n      id email\n      profile { firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode defaultCurrency usertag }\n      aliases { id alias createdAt }\n    }\n  }\n"): (typeof documents)["\n  query ClientProfileOverview {\n    viewer {\n      id email\n      profile { firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode defaultCurrency usertag }\n      aliases { id alias createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateProfile($input: CreateProfileInput!) {\n    createProfile(input: $input) {\n      __typename\n      ... on CreateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess { profile { usertag } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateAlias {\n    createAlias {\n      __typename\n      ... on CreateAliasSuccess { alias { id alias } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientDeleteAlias($input: DeleteAliasInput!) {\n    deleteAlias(input: $input) {\n      __typename\n      ... on DeleteAliasSuccess { alias { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientAccounts {\n    viewer {\n      id\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n        ... on GovernmentIdIdentity { governmentIdNumberLast4 }\n      }\n      channels { id routeName linkedAccountId alias { alias } }\n      aliases { id alias }\n    }\n  }\n"): (typeof documents)["\n  query ClientAccounts {\n    viewer {\n      id\n      identities {\n        __typename id kind\n        ... on MobileMoneyIdentity { providerName phoneNumber currency }\n        ... on BankIdentity { bankName currency }\n        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }\n        ... on GovernmentIdIdentity { governmentIdNumberLast4 }\n      }\n      channels { id routeName linkedAccountId alias { alias } }\n      aliases { id alias }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientLinkIdentity($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess { identity { id kind } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientLinkIdentity($input: LinkIdentityInput!) {\n    linkIdentity(input: $input) {\n      __typename\n      ... on LinkIdentitySuccess { identity { id kind } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientDeleteIdentity($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess { identity { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientDeleteIdentity($input: DeleteIdentityInput!) {\n    deleteIdentity(input: $input) {\n      __typename\n      ... on DeleteIdentitySuccess { identity { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      __typename\n      ... on CreateChannelSuccess { channel { id routeName } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientDeleteChannel($input: DeleteChannelInput!) {\n    deleteChannel(input: $input) {\n      __typename\n      ... on DeleteChannelSuccess { channel { id } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPayments($first: Int, $after: String) {\n    viewer { payments(first: $first, after: $after) { edges { node { ...ClientPayment } } pageInfo { hasNextPage endCursor } } }\n  }\n"): (typeof documents)["\n  query ClientPayments($first: Int, $after: String) {\n    viewer { payments(first: $first, after: $after) { edges { node { ...ClientPayment } } pageInfo { hasNextPage endCursor } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      __typename\n      ... on RefreshSessionSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt userId } }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      __typename\n      ... on RefreshSessionSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt userId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateAttachmentUpload($input: CreateAttachmentUploadInput!) {\n    createAttachmentUpload(input: $input) {\n      __typename\n      ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateAttachmentUpload($input: CreateAttachmentUploadInput!) {\n    createAttachmentUpload(input: $input) {\n      __typename\n      ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCompleteAttachmentUpload($input: CompleteAttachmentUploadInput!) {\n    completeAttachmentUpload(input: $input) {\n      __typename\n      ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCompleteAttachmentUpload($input: CompleteAttachmentUploadInput!) {\n    completeAttachmentUpload(input: $input) {\n      __typename\n      ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientEditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessageSuccess { editedMessage { ...ClientMessage editedAt } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientEditMessage($input: EditMessageInput!) {\n    editMessage(input: $input) {\n      __typename\n      ... on EditMessageSuccess { editedMessage { ...ClientMessage editedAt } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessageSuccess { messageId forEveryone }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessageSuccess { messageId forEveryone }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingSuccess { conversationId typing expiresAt }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingSuccess { conversationId typing expiresAt }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientTypingUpdated($conversationId: ID) {\n    typingUpdated(conversationId: $conversationId) { conversationId contactId username typing expiresAt expired }\n  }\n"): (typeof documents)["\n  subscription ClientTypingUpdated($conversationId: ID) {\n    typingUpdated(conversationId: $conversationId) { conversationId contactId username typing expiresAt expired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPresence($userIds: [ID!]!) {\n    presence(userIds: $userIds) { contactId state lastSeenAt }\n  }\n"): (typeof documents)["\n  query ClientPresence($userIds: [ID!]!) {\n    presence(userIds: $userIds) { contactId state lastSeenAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientPresenceUpdated {\n    presenceUpdated { contactId state lastSeenAt }\n  }\n"): (typeof documents)["\n  subscription ClientPresenceUpdated {\n    presenceUpdated { contactId state lastSeenAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSetPresence($input: SetPresenceInput!) {\n    setPresence(input: $input) {\n      __typename\n      ... on SetPresenceSuccess { away }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSetPresence($input: SetPresenceInput!) {\n    setPresence(input: $input) {\n      __typename\n      ... on SetPresenceSuccess { away }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientUpdateChatPrivacy($input: UpdateChatPrivacyInput!) {\n    updateChatPrivacy(input: $input) {\n      __typename\n      ... on UpdateChatPrivacySuccess { hideLastSeen }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientUpdateChatPrivacy($input: UpdateChatPrivacyInput!) {\n    updateChatPrivacy(input: $input) {\n      __typename\n      ... on UpdateChatPrivacySuccess { hideLastSeen }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientContact($usertag: String!) {\n    contact(usertag: $usertag) { id username }\n  }\n"): (typeof documents)["\n  query ClientContact($usertag: String!) {\n    contact(usertag: $usertag) { id username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientAccountOverview {\n    viewer { id email emailVerified sessions { id device ipPrefix createdAt lastUsedAt current } }\n  }\n"): (typeof documents)["\n  query ClientAccountOverview {\n    viewer { id email emailVerified sessions { id device ipPrefix createdAt lastUsedAt current } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on ResendVerificationEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on ResendVerificationEmailSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordSuccess { result { done } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignOutSession($input: SignOutSessionInput!) {\n    signOutSession(input: $input) {\n      __typename\n      ... on SignOutSessionSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSignOutSession($input: SignOutSessionInput!) {\n    signOutSession(input: $input) {\n      __typename\n      ... on SignOutSessionSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignOutOtherSessions {\n    signOutOtherSessions {\n      __typename\n      ... on SignOutOtherSessionsSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSignOutOtherSessions {\n    signOutOtherSessions {\n      __typename\n      ... on SignOutOtherSessionsSuccess { signedOut { count } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientWebhookEndpoint on WebhookEndpoint {\n    id url description enabled disabledAt disabledReason eventTypes createdAt previousSecretValidUntil\n  }\n"): (typeof documents)["\n  fragment ClientWebhookEndpoint on WebhookEndpoint {\n    id url description enabled disabledAt disabledReason eventTypes createdAt previousSecretValidUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientWebhookEndpoints($deliveries: Int) {\n    viewer {\n      id\n      webhookEndpoints {\n        ...ClientWebhookEndpoint\n        deliveries(first: $deliveries) {\n          id status attemptCount nextAttemptAt createdAt event { id type }\n          attempts { attemptedAt statusCode latencyMs error responseBody }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientWebhookEndpoints($deliveries: Int) {\n    viewer {\n      id\n      webhookEndpoints {\n        ...ClientWebhookEndpoint\n        deliveries(first: $deliveries) {\n          id status attemptCount nextAttemptAt createdAt event { id type }\n          attempts { attemptedAt statusCode latencyMs error responseBody }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { created { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { created { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSetWebhookEndpointEnabled($input: SetWebhookEndpointEnabledInput!) {\n    setWebhookEndpointEnabled(input: $input) {\n      __typename\n      ... on SetWebhookEndpointEnabledSuccess { endpoint { ...ClientWebhookEndpoint } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSetWebhookEndpointEnabled($input: SetWebhookEndpointEnabledInput!) {\n    setWebhookEndpointEnabled(input: $input) {\n      __typename\n      ... on SetWebhookEndpointEnabledSuccess { endpoint { ...ClientWebhookEndpoint } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRotateWebhookSecret($input: RotateWebhookSecretInput!) {\n    rotateWebhookSecret(input: $input) {\n      __typename\n      ... on RotateWebhookSecretSuccess { rotated { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRotateWebhookSecret($input: RotateWebhookSecretInput!) {\n    rotateWebhookSecret(input: $input) {\n      __typename\n      ... on RotateWebhookSecretSuccess { rotated { secret endpoint { ...ClientWebhookEndpoint } } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSendWebhookTest($input: SendWebhookTestInput!) {\n    sendWebhookTest(input: $input) {\n      __typename\n      ... on SendWebhookTestSuccess { sent { eventId } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSendWebhookTest($input: SendWebhookTestInput!) {\n    sendWebhookTest(input: $input) {\n      __typename\n      ... on SendWebhookTestSuccess { sent { eventId } }\n      ... on Error { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRedeliverWebhookEvents($input: RedeliverWebhookEventsInput!) {\n    redeliverWebhookEvents(input: $input) {\n      __typename\n      ... on RedeliverWebhookEventsSuccess { redelivery { queued } }\n      ... on Error { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRedeliverWebhookEvents($input: RedeliverWebhookEventsInput!) {\n    redeliverWebhookEvents(input: $input) {\n      __typename\n      ... on RedeliverWebhookEventsSuccess { redelivery { queued } }\n      ... on Error { code message field }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;