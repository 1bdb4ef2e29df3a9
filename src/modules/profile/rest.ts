import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { aliasRecord, credentials, profileAnswer, profileRecord, usertagRecord } from '../../rest/contract.js';
import { currency, documentedAs, optional, text, uuid } from '../../rest/request.js';
import { defineRoute, restNames, signedIn } from '../../rest/route.js';

// Spec 4.2.

const PROFILE_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  dob: 'dateOfBirth',
  phone_number: 'phoneNumber',
  address_l1: 'addressLine1',
  address_l2: 'addressLine2',
  address_postcode: 'postcode',
  ccy_iso_default: 'defaultCurrency',
};
const CREATE_FIELDS = { ...PROFILE_FIELDS, usertag: 'usertag', entropy: 'entropy' };

const CreateProfile = graphql(`
  mutation RestCreateProfile($input: CreateProfileInput!) {
    createProfile(input: $input) {
      __typename
      ... on CreateProfileSuccess { profile { ...RestProfile } }
      ... on Error { code message field }
    }
  }
`);

const UpdateProfile = graphql(`
  mutation RestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess { profile { ...RestProfile } }
      ... on Error { code message field }
    }
  }
`);

graphql(`
  fragment RestProfile on Profile {
    userId firstName lastName dateOfBirth phoneNumber usertag addressLine1 addressLine2 postcode defaultCurrency entropy
  }
`);

const ViewProfile = graphql(`
  query RestViewProfile {
    viewer {
      profile {
        databaseId createdAt userId firstName lastName dateOfBirth phoneNumber addressLine1 addressLine2 postcode
        defaultCurrency
      }
      usertag { databaseId createdAt userId usertag }
    }
  }
`);

const CreateAlias = graphql(`
  mutation RestCreateAlias {
    createAlias {
      __typename
      ... on CreateAliasSuccess { alias { ...RestAlias } }
      ... on Error { code message field }
    }
  }
`);

const ViewAliases = graphql(`
  query RestViewAliases {
    viewer { aliases { ...RestAlias } }
  }
`);

const DeleteAlias = graphql(`
  mutation RestDeleteAlias($input: DeleteAliasInput!) {
    deleteAlias(input: $input) {
      __typename
      ... on DeleteAliasSuccess { alias { ...RestAlias } }
      ... on Error { code message field }
    }
  }
`);

graphql(`
  fragment RestAlias on Alias { databaseId createdAt userId usertag alias id }
`);

type ProfileData = {
  userId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
  usertag?: string | null;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  defaultCurrency: string;
  entropy: string;
};
const profileMessage = (p: ProfileData) => ({
  user_id: p.userId,
  first_name: p.firstName,
  last_name: p.lastName,
  dob: p.dateOfBirth,
  phone_number: p.phoneNumber,
  usertag: p.usertag,
  address_l1: p.addressLine1,
  address_l2: p.addressLine2,
  address_postcode: p.postcode,
  ccy_iso_default: p.defaultCurrency,
  entropy: p.entropy,
});

type AliasData = { databaseId: number; createdAt: string; userId: string; usertag: string; alias: string; id: string };
const alias = (a: AliasData) => ({
  id: a.databaseId,
  created_at: a.createdAt,
  user_id: a.userId,
  usertag: a.usertag,
  alias: a.alias,
  alias_uuid: a.id,
});

/** The profile's fields; dob is a string to the schema (its service answers "dob must be a YYYY-MM-DD date"). */
const profileFields = () => ({
  first_name: text(),
  last_name: text(),
  dob: documentedAs(text(), z.iso.date()),
  phone_number: text(),
  address_l1: text(),
  address_l2: text(),
  address_postcode: text(),
  ccy_iso_default: currency(),
});

/** The same fields, each optional (null too: the update leaves it). */
const optionalProfileFields = () => {
  const f = profileFields();
  return {
    first_name: optional(f.first_name),
    last_name: optional(f.last_name),
    dob: optional(f.dob),
    phone_number: optional(f.phone_number),
    address_l1: optional(f.address_l1),
    address_l2: optional(f.address_l2),
    address_postcode: optional(f.address_postcode),
    ccy_iso_default: optional(f.ccy_iso_default),
  };
};

/** The body's profile fields under their GraphQL names. */
function profileInput<
  B extends {
    first_name?: unknown;
    last_name?: unknown;
    dob?: unknown;
    phone_number?: unknown;
    address_l1?: unknown;
    address_l2?: unknown;
    address_postcode?: unknown;
    ccy_iso_default?: unknown;
  },
>(
  b: B,
): {
  firstName: B['first_name'];
  lastName: B['last_name'];
  dateOfBirth: B['dob'];
  phoneNumber: B['phone_number'];
  addressLine1: B['address_l1'];
  addressLine2: B['address_l2'];
  postcode: B['address_postcode'];
  defaultCurrency: B['ccy_iso_default'];
} {
  return {
    firstName: b.first_name,
    lastName: b.last_name,
    dateOfBirth: b.dob,
    phoneNumber: b.phone_number,
    addressLine1: b.address_l1,
    addressLine2: b.address_l2,
    postcode: b.address_postcode,
    defaultCurrency: b.ccy_iso_default,
  };
}

export const profileRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/profile/create',
    summary: 'Create your profile, claiming a usertag',
    request: z.object({ ...credentials, ...profileFields(), usertag: text(), entropy: text() }),
    variables: (b) => ({ input: { ...profileInput(b), usertag: b.usertag, entropy: b.entropy } }),
    response: profileAnswer,
    auth: 'credentials',
    names: restNames(CREATE_FIELDS),
    status: 201,
    document: CreateProfile,
    // Documented without dob.
    reply: ({ createProfile }) => {
      const { dob: _dob, ...message } = profileMessage(createProfile.profile);
      return message;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/profile/update',
    summary: 'Change fields of your profile',
    request: z.object({ ...credentials, ...optionalProfileFields() }),
    // Each field left out stays undefined: the update leaves it (profileInput reads only its fields).
    variables: (b) => ({ input: profileInput(b) }),
    response: profileAnswer.extend({ access_token: z.string().nullable(), dob: z.iso.date() }),
    auth: 'credentials',
    names: restNames(PROFILE_FIELDS),
    status: 200,
    document: UpdateProfile,
    // Documented: the full profile, including the access_token the caller sent.
    reply: ({ updateProfile }, req) => ({ access_token: req.token, ...profileMessage(updateProfile.profile) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/view',
    summary: 'Your profile and usertag (a documented exception to the envelope: no ref)',
    request: z.object(credentials),
    response: z.object({
      code: z.literal(200),
      message: z.enum(['profile found', 'no profile yet']),
      data: z.object({ profile: z.array(profileRecord), usertag: z.array(usertagRecord) }),
    }),
    auth: 'credentials',
    status: 200,
    document: ViewProfile,
    bare: true,
    // Documented exception: message is a string, the records are in `data`, and there is no ref.
    reply: ({ viewer }) => {
      const { profile: p, usertag: u } = signedIn(viewer);
      return {
        code: 200,
        message: p ? 'profile found' : 'no profile yet',
        data: {
          profile: p
            ? [
                {
                  id: p.databaseId,
                  user_id: p.userId,
                  created_at: p.createdAt,
                  first_name: p.firstName,
                  last_name: p.lastName,
                  dob: p.dateOfBirth,
                  phone_number: p.phoneNumber,
                  address_l1: p.addressLine1,
                  address_l2: p.addressLine2,
                  address_postcode: p.postcode,
                  ccy_iso_default: p.defaultCurrency,
                },
              ]
            : [],
          usertag: u ? [{ id: u.databaseId, created_at: u.createdAt, user_id: u.userId, usertag: u.usertag }] : [],
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/create',
    summary: 'Generate a new alias for your usertag',
    request: z.object(credentials),
    response: z.array(aliasRecord),
    auth: 'credentials',
    status: 201,
    document: CreateAlias,
    reply: ({ createAlias }) => [alias(createAlias.alias)],
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/view',
    summary: 'Your aliases',
    request: z.object(credentials),
    response: z.array(aliasRecord),
    auth: 'credentials',
    status: 200,
    document: ViewAliases,
    reply: ({ viewer }) => signedIn(viewer).aliases.map(alias),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/delete',
    summary: 'Delete one of your aliases',
    request: z.object({ ...credentials, alias_uuid: uuid() }),
    variables: (b) => ({ input: { id: b.alias_uuid } }),
    response: z.array(aliasRecord),
    auth: 'credentials',
    names: restNames({ alias_uuid: 'id' }),
    status: 201,
    document: DeleteAlias,
    reply: ({ deleteAlias }) => [alias(deleteAlias.alias)],
  }),
];
