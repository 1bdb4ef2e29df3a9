/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BankIdentityInput = {
  bankAc: string;
  bankName: string;
  bankSc: string;
  fxIso: string;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type BankIdentityPatch = {
  bankAc?: string | null | undefined;
  bankName?: string | null | undefined;
  bankSc?: string | null | undefined;
  fxIso?: string | null | undefined;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type CreateChannelInput = {
  /** One of the caller's aliases; omit or null for the usertag. */
  aliasUuid?: string | number | null | undefined;
  /** One of the caller's mmo, bank or crypto identities. */
  linkedAccountUuid: string | number;
  /** Trimmed, 1 to 64 characters; unique among the caller's channels. */
  routeName: string;
};

/** One of contactId (a user_id) or groupId (a group you are a member of). */
export type CreateConversationInput = {
  contactId?: string | number | null | undefined;
  groupId?: string | number | null | undefined;
};

export type CreateProfileInput = {
  addressL1: string;
  addressL2: string;
  addressPostcode: string;
  ccyIsoDefault: string;
  /** YYYY-MM-DD */
  dob: string;
  entropy: string;
  firstName: string;
  lastName: string;
  /** E.164, for example +233241234567 */
  phoneNumber: string;
  usertag: string;
};

export type CreateWalletInput = {
  /** Mixed with a server secret and your user id to derive the wallet. */
  entropy: string;
  /** Tokens to enable besides the defaults (NGN, GHS, USD, EUR). */
  tknList: Array<string>;
};

export type CryptoIdentityInput = {
  fxIso: string;
  privateKey: string;
  publicAddress: string;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type CryptoIdentityPatch = {
  fxIso?: string | null | undefined;
  privateKey?: string | null | undefined;
  publicAddress?: string | null | undefined;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type FundingInput = {
  /** Positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT. */
  amount: string;
  /** One of the caller's mobile-money or bank identities; its fx_iso is the currency. */
  fiatAccountUuid: string | number;
  /** "primary" (the wallet created by createWallet) or one of the caller's crypto identities. */
  networkAccountUuid: string | number;
};

export type GovIdIdentityInput = {
  govIdNumber: string;
};

export type GovIdIdentityPatch = {
  govIdNumber?: string | null | undefined;
};

export type IdentityKind =
  | 'BANK'
  | 'CRYPTO'
  | 'GOVID'
  | 'MMO';

export type IdentityPatchInput =
  {   bank: BankIdentityPatch; crypto?: never; govid?: never; mmo?: never; }
  |  { bank?: never;   crypto: CryptoIdentityPatch; govid?: never; mmo?: never; }
  |  { bank?: never; crypto?: never;   govid: GovIdIdentityPatch; mmo?: never; }
  |  { bank?: never; crypto?: never; govid?: never;   mmo: MmoIdentityPatch; };

export type LinkIdentityInput =
  {   bank: BankIdentityInput; crypto?: never; govid?: never; mmo?: never; }
  |  { bank?: never;   crypto: CryptoIdentityInput; govid?: never; mmo?: never; }
  |  { bank?: never; crypto?: never;   govid: GovIdIdentityInput; mmo?: never; }
  |  { bank?: never; crypto?: never; govid?: never;   mmo: MmoIdentityInput; };

export type MmoIdentityInput = {
  fxIso: string;
  mmoName: string;
  phoneNumber: string;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type MmoIdentityPatch = {
  fxIso?: string | null | undefined;
  mmoName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** Default false. */
  relayCatchAll?: boolean | null | undefined;
};

export type SignInInput = {
  email: string;
  passcode: string;
  password: string;
};

export type SignUpInput = {
  email: string;
  passcode: string;
  password: string;
};

/** Only the fields given change. `aliasUuid: null` removes the alias; null elsewhere means "unchanged". */
export type UpdateChannelInput = {
  aliasUuid?: string | number | null | undefined;
  linkedAccountUuid?: string | number | null | undefined;
  routeName?: string | null | undefined;
};

/** Only the fields given change. */
export type UpdateConversationInput = {
  /** Set to archive (stored as given); null restores. */
  archivedAt?: number | null | undefined;
  isMuted?: boolean | null | undefined;
  isPinned?: boolean | null | undefined;
  /** A message of this conversation; null unpins. */
  pinnedMessageId?: string | number | null | undefined;
};

export type UpdatePasscodeInput = {
  currentPasscode: string;
  updatedPasscode: string;
};

/** Only the fields given change. */
export type UpdateProfileInput = {
  addressL1?: string | null | undefined;
  addressL2?: string | null | undefined;
  addressPostcode?: string | null | undefined;
  ccyIsoDefault?: string | null | undefined;
  dob?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type RestSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type RestSignUpMutation = { signUp: { accessToken: string, userId: string, passCode: string } };

export type RestSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type RestSignInMutation = { signIn: { accessToken: string, userId: string, passCode: string } };

export type RestSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestSignOutMutation = { signOut: { revokedTokens: number } };

export type RestUpdatePasscodeMutationVariables = Exact<{
  input: UpdatePasscodeInput;
}>;


export type RestUpdatePasscodeMutation = { updatePasscode: boolean };

export type RestCreateChannelMutationVariables = Exact<{
  input: CreateChannelInput;
}>;


export type RestCreateChannelMutation = { createChannel: { userId: string, linkedAccountUuid: string, aliasUuid: string | null, routeUuid: string, routeName: string } };

export type RestUpdateChannelMutationVariables = Exact<{
  routeUuid: string | number;
  input: UpdateChannelInput;
}>;


export type RestUpdateChannelMutation = { updateChannel: { userId: string, linkedAccountUuid: string, aliasUuid: string | null, routeUuid: string, routeName: string } };

export type RestDeleteChannelMutationVariables = Exact<{
  routeUuid: string | number;
}>;


export type RestDeleteChannelMutation = { deleteChannel: { userId: string, linkedAccountUuid: string, aliasUuid: string | null, routeUuid: string, routeName: string } };

export type RestViewChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewChannelsQuery = { viewer: { channels: Array<{ id: number, createdAt: string, userId: string, routeName: string, routeUuid: string, linkedAccountUuid: string, aliasUuid: string | null }> } };

export type RestListConversationsQueryVariables = Exact<{
  first?: number | null | undefined;
  startingAfter?: string | number | null | undefined;
  muted?: boolean | null | undefined;
  archived?: boolean | null | undefined;
  pinned?: boolean | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type RestListConversationsQuery = { conversations: { edges: Array<{ node: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: number | null, lastOpenedAt: number | null, createdAt: number, archivedAt: number | null } }>, pageInfo: { hasNextPage: boolean } } };

export type RestCreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type RestCreateConversationMutation = { createConversation: { created: boolean, conversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: number | null, lastOpenedAt: number | null, createdAt: number, archivedAt: number | null } } };

export type RestGetConversationQueryVariables = Exact<{
  conversationId: string | number;
}>;


export type RestGetConversationQuery = { conversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: number | null, lastOpenedAt: number | null, createdAt: number, archivedAt: number | null } };

export type RestUpdateConversationMutationVariables = Exact<{
  conversationId: string | number;
  input: UpdateConversationInput;
}>;


export type RestUpdateConversationMutation = { updateConversation: { id: string, contactId: string | null, groupId: string | null, pinnedMessageId: string | null, isPinned: boolean, isMuted: boolean, lastActiveAt: number | null, lastOpenedAt: number | null, createdAt: number, archivedAt: number | null } };

export type RestDeleteConversationMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type RestDeleteConversationMutation = { deleteConversation: { conversationId: string, deleted: boolean } };

export type RestMintMutationVariables = Exact<{
  input: FundingInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RestMintMutation = { mintStablecoin: { id: number, createdAt: string, userId: string, floatOp: string, networkOp: string, fiatIso: string, fiatAmt: string, tokenSymbol: string, tokenAmt: string, networkTxHash: string | null, networkFeesEth: string | null, networkFeesCcy: string | null, userPaysFees: boolean } };

export type RestBurnMutationVariables = Exact<{
  input: FundingInput;
  idempotencyKey?: string | null | undefined;
}>;


export type RestBurnMutation = { burnStablecoin: { id: number, createdAt: string, userId: string, floatOp: string, networkOp: string, fiatIso: string, fiatAmt: string, tokenSymbol: string, tokenAmt: string, networkTxHash: string | null, networkFeesEth: string | null, networkFeesCcy: string | null, userPaysFees: boolean } };

type RestIdentityRecord_BankIdentity_Fragment = { __typename: 'BankIdentity', bankAc: string, bankSc: string, bankName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string };

type RestIdentityRecord_CryptoIdentity_Fragment = { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, fxIso: string | null, relayCatchAll: boolean, primaryNetworkWallet: boolean, id: number, identityUuid: string, userId: string, createdAt: string };

type RestIdentityRecord_GovIdIdentity_Fragment = { __typename: 'GovIdIdentity', govIdNumber?: string | null, id: number, identityUuid: string, userId: string, createdAt: string };

type RestIdentityRecord_MmoIdentity_Fragment = { __typename: 'MmoIdentity', phoneNumber: string, mmoName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string };

export type RestIdentityRecordFragment =
  | RestIdentityRecord_BankIdentity_Fragment
  | RestIdentityRecord_CryptoIdentity_Fragment
  | RestIdentityRecord_GovIdIdentity_Fragment
  | RestIdentityRecord_MmoIdentity_Fragment
;

export type RestLinkIdentityMutationVariables = Exact<{
  input: LinkIdentityInput;
  reveal: boolean;
}>;


export type RestLinkIdentityMutation = { linkIdentity:
    | { __typename: 'BankIdentity', bankAc: string, bankSc: string, bankName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, fxIso: string | null, relayCatchAll: boolean, primaryNetworkWallet: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'GovIdIdentity', govIdNumber?: string | null, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'MmoIdentity', phoneNumber: string, mmoName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
   };

export type RestUpdateIdentityMutationVariables = Exact<{
  identityUuid: string | number;
  input: IdentityPatchInput;
  reveal: boolean;
}>;


export type RestUpdateIdentityMutation = { updateIdentity:
    | { __typename: 'BankIdentity', bankAc: string, bankSc: string, bankName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, fxIso: string | null, relayCatchAll: boolean, primaryNetworkWallet: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'GovIdIdentity', govIdNumber?: string | null, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'MmoIdentity', phoneNumber: string, mmoName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
   };

export type RestDeleteIdentityMutationVariables = Exact<{
  identityUuid: string | number;
  kind?: IdentityKind | null | undefined;
  reveal: boolean;
}>;


export type RestDeleteIdentityMutation = { deleteIdentity:
    | { __typename: 'BankIdentity', bankAc: string, bankSc: string, bankName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, fxIso: string | null, relayCatchAll: boolean, primaryNetworkWallet: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'GovIdIdentity', govIdNumber?: string | null, id: number, identityUuid: string, userId: string, createdAt: string }
    | { __typename: 'MmoIdentity', phoneNumber: string, mmoName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
   };

export type RestViewIdentitiesQueryVariables = Exact<{
  reveal: boolean;
}>;


export type RestViewIdentitiesQuery = { viewer: { identities: Array<
      | { __typename: 'BankIdentity', bankAc: string, bankSc: string, bankName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
      | { __typename: 'CryptoIdentity', publicAddress: string, privateKey?: string | null, fxIso: string | null, relayCatchAll: boolean, primaryNetworkWallet: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
      | { __typename: 'GovIdIdentity', govIdNumber?: string | null, id: number, identityUuid: string, userId: string, createdAt: string }
      | { __typename: 'MmoIdentity', phoneNumber: string, mmoName: string, fxIso: string | null, relayCatchAll: boolean, id: number, identityUuid: string, userId: string, createdAt: string }
    > } };

export type RestCreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
}>;


export type RestCreateProfileMutation = { createProfile: { userId: string, firstName: string, lastName: string, dob: string, phoneNumber: string, usertag: string | null, addressL1: string, addressL2: string, addressPostcode: string, ccyIsoDefault: string, entropy: string } };

export type RestUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type RestUpdateProfileMutation = { updateProfile: { userId: string, firstName: string, lastName: string, dob: string, phoneNumber: string, usertag: string | null, addressL1: string, addressL2: string, addressPostcode: string, ccyIsoDefault: string, entropy: string } };

export type RestViewProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewProfileQuery = { viewer: { profile: { id: number, createdAt: string, userId: string, firstName: string, lastName: string, dob: string, phoneNumber: string, addressL1: string, addressL2: string, addressPostcode: string, ccyIsoDefault: string } | null, usertag: { id: number, createdAt: string, userId: string, usertag: string } | null } };

export type RestCreateAliasMutationVariables = Exact<{ [key: string]: never; }>;


export type RestCreateAliasMutation = { createAlias: { id: number, createdAt: string, userId: string, usertag: string, alias: string, aliasUuid: string } };

export type RestViewAliasesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestViewAliasesQuery = { viewer: { aliases: Array<{ id: number, createdAt: string, userId: string, usertag: string, alias: string, aliasUuid: string }> } };

export type RestDeleteAliasMutationVariables = Exact<{
  aliasUuid: string | number;
}>;


export type RestDeleteAliasMutation = { deleteAlias: { id: number, createdAt: string, userId: string, usertag: string, alias: string, aliasUuid: string } };

export type RestCreateWalletMutationVariables = Exact<{
  input: CreateWalletInput;
}>;


export type RestCreateWalletMutation = { createWallet: { messages: Array<{ id: string, conversationId: string, message: string, readAt: number | null, createdAt: number, updatedAt: number, contact: { id: string, username: string | null, phoneNumber: string | null, avatarUrl: string | null, lastActiveAt: number | null, createdAt: number }, reactions: Array<{ emoji: string }> }> } };

export const RestIdentityRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestIdentityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MmoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mmoName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAc"}},{"kind":"Field","name":{"kind":"Name","value":"bankSc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNetworkWallet"}}]}}]}}]} as unknown as DocumentNode<RestIdentityRecordFragment, unknown>;
export const RestSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passCode"}}]}}]}}]} as unknown as DocumentNode<RestSignUpMutation, RestSignUpMutationVariables>;
export const RestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"passCode"}}]}}]}}]} as unknown as DocumentNode<RestSignInMutation, RestSignInMutationVariables>;
export const RestSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokens"}}]}}]}}]} as unknown as DocumentNode<RestSignOutMutation, RestSignOutMutationVariables>;
export const RestUpdatePasscodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdatePasscode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasscodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePasscode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RestUpdatePasscodeMutation, RestUpdatePasscodeMutationVariables>;
export const RestCreateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}}]} as unknown as DocumentNode<RestCreateChannelMutation, RestCreateChannelMutationVariables>;
export const RestUpdateChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"routeUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routeUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"routeUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}}]} as unknown as DocumentNode<RestUpdateChannelMutation, RestUpdateChannelMutationVariables>;
export const RestDeleteChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"routeUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routeUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"routeUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeUuid"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}}]} as unknown as DocumentNode<RestDeleteChannelMutation, RestDeleteChannelMutationVariables>;
export const RestViewChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"routeUuid"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewChannelsQuery, RestViewChannelsQueryVariables>;
export const RestListConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"startingAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startingAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"muted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muted"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<RestListConversationsQuery, RestListConversationsQueryVariables>;
export const RestCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RestCreateConversationMutation, RestCreateConversationMutationVariables>;
export const RestGetConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<RestGetConversationQuery, RestGetConversationQueryVariables>;
export const RestUpdateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<RestUpdateConversationMutation, RestUpdateConversationMutationVariables>;
export const RestDeleteConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<RestDeleteConversationMutation, RestDeleteConversationMutationVariables>;
export const RestMintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestMint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"floatOp"}},{"kind":"Field","name":{"kind":"Name","value":"networkOp"}},{"kind":"Field","name":{"kind":"Name","value":"fiatIso"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmt"}},{"kind":"Field","name":{"kind":"Name","value":"networkTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeesEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeesCcy"}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}}]}}]}}]} as unknown as DocumentNode<RestMintMutation, RestMintMutationVariables>;
export const RestBurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestBurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"burnStablecoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"floatOp"}},{"kind":"Field","name":{"kind":"Name","value":"networkOp"}},{"kind":"Field","name":{"kind":"Name","value":"fiatIso"}},{"kind":"Field","name":{"kind":"Name","value":"fiatAmt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmt"}},{"kind":"Field","name":{"kind":"Name","value":"networkTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeesEth"}},{"kind":"Field","name":{"kind":"Name","value":"networkFeesCcy"}},{"kind":"Field","name":{"kind":"Name","value":"userPaysFees"}}]}}]}}]} as unknown as DocumentNode<RestBurnMutation, RestBurnMutationVariables>;
export const RestLinkIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLinkIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkIdentityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestIdentityRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestIdentityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MmoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mmoName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAc"}},{"kind":"Field","name":{"kind":"Name","value":"bankSc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNetworkWallet"}}]}}]}}]} as unknown as DocumentNode<RestLinkIdentityMutation, RestLinkIdentityMutationVariables>;
export const RestUpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityPatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identityUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestIdentityRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestIdentityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MmoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mmoName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAc"}},{"kind":"Field","name":{"kind":"Name","value":"bankSc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNetworkWallet"}}]}}]}}]} as unknown as DocumentNode<RestUpdateIdentityMutation, RestUpdateIdentityMutationVariables>;
export const RestDeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identityUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestIdentityRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestIdentityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MmoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mmoName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAc"}},{"kind":"Field","name":{"kind":"Name","value":"bankSc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNetworkWallet"}}]}}]}}]} as unknown as DocumentNode<RestDeleteIdentityMutation, RestDeleteIdentityMutationVariables>;
export const RestViewIdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewIdentities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestIdentityRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestIdentityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MmoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mmoName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAc"}},{"kind":"Field","name":{"kind":"Name","value":"bankSc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovIdIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govIdNumber"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CryptoIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reveal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"fxIso"}},{"kind":"Field","name":{"kind":"Name","value":"relayCatchAll"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNetworkWallet"}}]}}]}}]} as unknown as DocumentNode<RestViewIdentitiesQuery, RestViewIdentitiesQueryVariables>;
export const RestCreateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressL1"}},{"kind":"Field","name":{"kind":"Name","value":"addressL2"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostcode"}},{"kind":"Field","name":{"kind":"Name","value":"ccyIsoDefault"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]}}]} as unknown as DocumentNode<RestCreateProfileMutation, RestCreateProfileMutationVariables>;
export const RestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"addressL1"}},{"kind":"Field","name":{"kind":"Name","value":"addressL2"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostcode"}},{"kind":"Field","name":{"kind":"Name","value":"ccyIsoDefault"}},{"kind":"Field","name":{"kind":"Name","value":"entropy"}}]}}]}}]} as unknown as DocumentNode<RestUpdateProfileMutation, RestUpdateProfileMutationVariables>;
export const RestViewProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressL1"}},{"kind":"Field","name":{"kind":"Name","value":"addressL2"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostcode"}},{"kind":"Field","name":{"kind":"Name","value":"ccyIsoDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usertag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewProfileQuery, RestViewProfileQueryVariables>;
export const RestCreateAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}}]}}]}}]} as unknown as DocumentNode<RestCreateAliasMutation, RestCreateAliasMutationVariables>;
export const RestViewAliasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestViewAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}}]}}]}}]}}]} as unknown as DocumentNode<RestViewAliasesQuery, RestViewAliasesQueryVariables>;
export const RestDeleteAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aliasUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aliasUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aliasUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"usertag"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"aliasUuid"}}]}}]}}]} as unknown as DocumentNode<RestDeleteAliasMutation, RestDeleteAliasMutationVariables>;
export const RestCreateWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emoji"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestCreateWalletMutation, RestCreateWalletMutationVariables>;