import { graphql } from './gql/index.js';

// The operations the client offers, typed from schema.graphql by `npm run codegen` (src/gql/).
// A client may also send documents of its own: `client.request(document, variables)` takes any
// TypedDocumentNode (for example from its own codegen run against schema.graphql).

graphql(`
  fragment ClientMessage on Message {
    id conversationId cursor text createdAt fromViewer readAt reactions { emoji fromViewer }
    editedAt deleted replyTo { messageId text deleted }
    attachments { id name size contentType width height url thumbnailUrl }
  }
`);

graphql(`
  fragment ClientStablecoinTransaction on StablecoinTransaction {
    id status chainOperation direction fiatAmount { amount currency } tokenAmount { amount currency }
    transactionHash failureReason createdAt updatedAt
  }
`);

graphql(`
  fragment ClientPayment on Payment {
    id status direction amount { amount currency } receiveAmount { amount currency }
    recipient recipientKind counterpartyUsertag note failureReason createdAt confirmedAt
  }
`);

graphql(`
  fragment ClientEvent on Event {
    id type subjectType subjectId payload createdAt
  }
`);

graphql(`
  fragment ClientApiToken on ApiToken {
    id name scopes createdAt expiresAt lastUsedAt revokedAt
  }
`);

export const SignUp = graphql(`
  mutation ClientSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess { session { accessToken userId expiresAt } }
      ... on Error { code message field }
    }
  }
`);

export const SignIn = graphql(`
  mutation ClientSignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess { session { accessToken userId expiresAt refreshToken refreshExpiresAt } }
      ... on Error { code message field }
    }
  }
`);

export const SignOut = graphql(`
  mutation ClientSignOut { signOut { revokedTokens } }
`);

export const Viewer = graphql(`
  query ClientViewer { viewer { id email createdAt profile { usertag defaultCurrency } } }
`);

export const Conversations = graphql(`
  query ClientConversations($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
      edges { cursor node { id contactId contact { id username presence { state lastSeenAt } } groupId isMuted isPinned unreadCount lastActiveAt lastMessage { text } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const Messages = graphql(`
  query ClientMessages($conversationId: ID, $after: String, $first: Int) {
    messages(conversationId: $conversationId, after: $after, first: $first) {
      edges { node { ...ClientMessage } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const CreateConversation = graphql(`
  mutation ClientCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      __typename
      ... on CreateConversationSuccess { conversation { id } created }
      ... on Error { code message field }
    }
  }
`);

export const SendMessage = graphql(`
  mutation ClientSendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessageSuccess { sentMessage { ...ClientMessage } }
      ... on Error { code message field }
    }
  }
`);

export const MarkConversationRead = graphql(`
  mutation ClientMarkConversationRead($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      __typename
      ... on MarkConversationReadSuccess { conversation { id unreadCount } }
      ... on Error { code message field }
    }
  }
`);

export const MessageAdded = graphql(`
  subscription ClientMessageAdded($conversationId: ID) {
    messageAdded(conversationId: $conversationId) { ...ClientMessage }
  }
`);

/** Your events from the log, after a cursor (an event id), then live; `client.watchEvents` resumes it. */
export const EventsSubscription = graphql(`
  subscription ClientEvents($after: String, $types: [EventType!]) {
    events(after: $after, types: $types) { ...ClientEvent }
  }
`);

export const ConversationUpdated = graphql(`
  subscription ClientConversationUpdated {
    conversationUpdated { conversationId deleted unreadTotal conversation { id unreadCount lastActiveAt } }
  }
`);

export const MintStablecoin = graphql(`
  mutation ClientMintStablecoin($input: MintStablecoinInput!) {
    mintStablecoin(input: $input) {
      __typename
      ... on MintStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }
      ... on Error { code message field }
    }
  }
`);

export const BurnStablecoin = graphql(`
  mutation ClientBurnStablecoin($input: BurnStablecoinInput!) {
    burnStablecoin(input: $input) {
      __typename
      ... on BurnStablecoinSuccess { stablecoinTransaction { ...ClientStablecoinTransaction } }
      ... on Error { code message field }
    }
  }
`);

export const StablecoinTransactionUpdated = graphql(`
  subscription ClientStablecoinTransactionUpdated {
    stablecoinTransactionUpdated { ...ClientStablecoinTransaction }
  }
`);

export const SendPayment = graphql(`
  mutation ClientSendPayment($input: SendPaymentInput!) {
    sendPayment(input: $input) {
      __typename
      ... on SendPaymentSuccess { payment { ...ClientPayment } }
      ... on Error { code message field }
    }
  }
`);

export const PaymentUpdated = graphql(`
  subscription ClientPaymentUpdated { paymentUpdated { ...ClientPayment } }
`);

export const ApiTokens = graphql(`
  query ClientApiTokens { viewer { apiTokens { ...ClientApiToken } } }
`);

export const CreateApiToken = graphql(`
  mutation ClientCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess { created { token apiToken { ...ClientApiToken } } }
      ... on Error { code message field }
    }
  }
`);

export const RevokeApiToken = graphql(`
  mutation ClientRevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenSuccess { apiToken { ...ClientApiToken } }
      ... on Error { code message field }
    }
  }
`);

export const WalletOverview = graphql(`
  query ClientWalletOverview {
    viewer {
      id
      wallet { address identityId tokens { symbol balance } }
      identities {
        __typename id kind
        ... on MobileMoneyIdentity { providerName phoneNumber currency }
        ... on BankIdentity { bankName currency }
        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }
      }
      stablecoinTransactions(first: 20) { edges { node { ...ClientStablecoinTransaction } } }
    }
  }
`);

export const CreateWallet = graphql(`
  mutation ClientCreateWallet($input: CreateWalletInput!) {
    createWallet(input: $input) {
      __typename
      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol balance } } }
      ... on Error { code message field }
    }
  }
`);

export const AddReaction = graphql(`
  mutation ClientAddReaction($input: AddReactionInput!) {
    addReaction(input: $input) {
      __typename
      ... on AddReactionSuccess { reactedMessage { ...ClientMessage } }
      ... on Error { code message field }
    }
  }
`);

export const RemoveReaction = graphql(`
  mutation ClientRemoveReaction($input: RemoveReactionInput!) {
    removeReaction(input: $input) {
      __typename
      ... on RemoveReactionSuccess { reactedMessage { ...ClientMessage } }
      ... on Error { code message field }
    }
  }
`);

export const ProfileOverview = graphql(`
  query ClientProfileOverview {
    viewer {
      id email
      profile { firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode defaultCurrency usertag }
      aliases { id alias createdAt }
    }
  }
`);

export const CreateProfile = graphql(`
  mutation ClientCreateProfile($input: CreateProfileInput!) {
    createProfile(input: $input) {
      __typename
      ... on CreateProfileSuccess { profile { usertag } }
      ... on Error { code message field }
    }
  }
`);

export const UpdateProfile = graphql(`
  mutation ClientUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess { profile { usertag } }
      ... on Error { code message field }
    }
  }
`);

export const CreateAlias = graphql(`
  mutation ClientCreateAlias {
    createAlias {
      __typename
      ... on CreateAliasSuccess { alias { id alias } }
      ... on Error { code message field }
    }
  }
`);

export const DeleteAlias = graphql(`
  mutation ClientDeleteAlias($input: DeleteAliasInput!) {
    deleteAlias(input: $input) {
      __typename
      ... on DeleteAliasSuccess { alias { id } }
      ... on Error { code message field }
    }
  }
`);

export const Accounts = graphql(`
  query ClientAccounts {
    viewer {
      id
      identities {
        __typename id kind
        ... on MobileMoneyIdentity { providerName phoneNumber currency }
        ... on BankIdentity { bankName currency }
        ... on CryptoIdentity { publicAddress isPrimaryWallet currency }
        ... on GovernmentIdIdentity { governmentIdNumberLast4 }
      }
      channels { id routeName linkedAccountId alias { alias } }
      aliases { id alias }
    }
  }
`);

export const LinkIdentity = graphql(`
  mutation ClientLinkIdentity($input: LinkIdentityInput!) {
    linkIdentity(input: $input) {
      __typename
      ... on LinkIdentitySuccess { identity { id kind } }
      ... on Error { code message field }
    }
  }
`);

export const DeleteIdentity = graphql(`
  mutation ClientDeleteIdentity($input: DeleteIdentityInput!) {
    deleteIdentity(input: $input) {
      __typename
      ... on DeleteIdentitySuccess { identity { id } }
      ... on Error { code message field }
    }
  }
`);

export const CreateChannel = graphql(`
  mutation ClientCreateChannel($input: CreateChannelInput!) {
    createChannel(input: $input) {
      __typename
      ... on CreateChannelSuccess { channel { id routeName } }
      ... on Error { code message field }
    }
  }
`);

export const DeleteChannel = graphql(`
  mutation ClientDeleteChannel($input: DeleteChannelInput!) {
    deleteChannel(input: $input) {
      __typename
      ... on DeleteChannelSuccess { channel { id } }
      ... on Error { code message field }
    }
  }
`);

export const Payments = graphql(`
  query ClientPayments($first: Int, $after: String) {
    viewer { payments(first: $first, after: $after) { edges { node { ...ClientPayment } } pageInfo { hasNextPage endCursor } } }
  }
`);

/** Trades a refresh token for new tokens (the client's silent refresh uses it). */
export const RefreshSession = graphql(`
  mutation ClientRefreshSession($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      __typename
      ... on RefreshSessionSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt userId } }
    }
  }
`);

// Chat features (docs/chat.md): edits, deletes, typing, presence. Attachment bytes go over plain
// HTTP (a presigned PUT to the bucket, or POST /attachments), not through these: chat.ts's
// uploadAttachment runs the whole upload.

export const CreateAttachmentUpload = graphql(`
  mutation ClientCreateAttachmentUpload($input: CreateAttachmentUploadInput!) {
    createAttachmentUpload(input: $input) {
      __typename
      ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } }
      ... on Error { code message field }
    }
  }
`);

export const CompleteAttachmentUpload = graphql(`
  mutation ClientCompleteAttachmentUpload($input: CompleteAttachmentUploadInput!) {
    completeAttachmentUpload(input: $input) {
      __typename
      ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } }
      ... on Error { code message field }
    }
  }
`);

export const EditMessage = graphql(`
  mutation ClientEditMessage($input: EditMessageInput!) {
    editMessage(input: $input) {
      __typename
      ... on EditMessageSuccess { editedMessage { ...ClientMessage editedAt } }
      ... on Error { code message field }
    }
  }
`);

export const DeleteMessage = graphql(`
  mutation ClientDeleteMessage($input: DeleteMessageInput!) {
    deleteMessage(input: $input) {
      __typename
      ... on DeleteMessageSuccess { messageId forEveryone }
      ... on Error { code message field }
    }
  }
`);

export const SetTyping = graphql(`
  mutation ClientSetTyping($input: SetTypingInput!) {
    setTyping(input: $input) {
      __typename
      ... on SetTypingSuccess { conversationId typing expiresAt }
      ... on Error { code message field }
    }
  }
`);

export const TypingUpdated = graphql(`
  subscription ClientTypingUpdated($conversationId: ID) {
    typingUpdated(conversationId: $conversationId) { conversationId contactId username typing expiresAt expired }
  }
`);

export const PresenceOf = graphql(`
  query ClientPresence($userIds: [ID!]!) {
    presence(userIds: $userIds) { contactId state lastSeenAt }
  }
`);

export const PresenceUpdated = graphql(`
  subscription ClientPresenceUpdated {
    presenceUpdated { contactId state lastSeenAt }
  }
`);

export const SetPresence = graphql(`
  mutation ClientSetPresence($input: SetPresenceInput!) {
    setPresence(input: $input) {
      __typename
      ... on SetPresenceSuccess { away }
      ... on Error { code message field }
    }
  }
`);

export const UpdateChatPrivacy = graphql(`
  mutation ClientUpdateChatPrivacy($input: UpdateChatPrivacyInput!) {
    updateChatPrivacy(input: $input) {
      __typename
      ... on UpdateChatPrivacySuccess { hideLastSeen }
      ... on Error { code message field }
    }
  }
`);

// Starting a conversation by usertag (docs/chat.md): the contact's id for createConversation.
export const ContactByUsertag = graphql(`
  query ClientContact($usertag: String!) {
    contact(usertag: $usertag) { id username }
  }
`);

// Accounts (docs/accounts.md): e-mail verification, password reset, sessions per device.
export const AccountOverview = graphql(`
  query ClientAccountOverview {
    viewer { id email emailVerified sessions { id device ipPrefix createdAt lastUsedAt current } }
  }
`);

export const VerifyEmail = graphql(`
  mutation ClientVerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailSuccess { result { done } }
      ... on Error { code message field }
    }
  }
`);

export const ResendVerificationEmail = graphql(`
  mutation ClientResendVerificationEmail {
    resendVerificationEmail {
      __typename
      ... on ResendVerificationEmailSuccess { result { done } }
      ... on Error { code message field }
    }
  }
`);

export const RequestPasswordReset = graphql(`
  mutation ClientRequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess { result { done } }
      ... on Error { code message field }
    }
  }
`);

export const ResetPassword = graphql(`
  mutation ClientResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess { result { done } }
      ... on Error { code message field }
    }
  }
`);

export const SignOutSession = graphql(`
  mutation ClientSignOutSession($input: SignOutSessionInput!) {
    signOutSession(input: $input) {
      __typename
      ... on SignOutSessionSuccess { signedOut { count } }
      ... on Error { code message field }
    }
  }
`);

export const SignOutOtherSessions = graphql(`
  mutation ClientSignOutOtherSessions {
    signOutOtherSessions {
      __typename
      ... on SignOutOtherSessionsSuccess { signedOut { count } }
      ... on Error { code message field }
    }
  }
`);

// Webhook endpoints (docs/events.md): the secret is in the answers of create and rotate only.
graphql(`
  fragment ClientWebhookEndpoint on WebhookEndpoint {
    id url description enabled disabledAt disabledReason eventTypes createdAt previousSecretValidUntil
  }
`);

export const WebhookEndpoints = graphql(`
  query ClientWebhookEndpoints($deliveries: Int) {
    viewer {
      id
      webhookEndpoints {
        ...ClientWebhookEndpoint
        deliveries(first: $deliveries) {
          id status attemptCount nextAttemptAt createdAt event { id type }
          attempts { attemptedAt statusCode latencyMs error responseBody }
        }
      }
    }
  }
`);

export const CreateWebhookEndpoint = graphql(`
  mutation ClientCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointSuccess { created { secret endpoint { ...ClientWebhookEndpoint } } }
      ... on Error { code message field }
    }
  }
`);

export const SetWebhookEndpointEnabled = graphql(`
  mutation ClientSetWebhookEndpointEnabled($input: SetWebhookEndpointEnabledInput!) {
    setWebhookEndpointEnabled(input: $input) {
      __typename
      ... on SetWebhookEndpointEnabledSuccess { endpoint { ...ClientWebhookEndpoint } }
      ... on Error { code message field }
    }
  }
`);

export const RotateWebhookSecret = graphql(`
  mutation ClientRotateWebhookSecret($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      __typename
      ... on RotateWebhookSecretSuccess { rotated { secret endpoint { ...ClientWebhookEndpoint } } }
      ... on Error { code message field }
    }
  }
`);

export const SendWebhookTest = graphql(`
  mutation ClientSendWebhookTest($input: SendWebhookTestInput!) {
    sendWebhookTest(input: $input) {
      __typename
      ... on SendWebhookTestSuccess { sent { eventId } }
      ... on Error { code message field }
    }
  }
`);

export const RedeliverWebhookEvents = graphql(`
  mutation ClientRedeliverWebhookEvents($input: RedeliverWebhookEventsInput!) {
    redeliverWebhookEvents(input: $input) {
      __typename
      ... on RedeliverWebhookEventsSuccess { redelivery { queued } }
      ... on Error { code message field }
    }
  }
`);
