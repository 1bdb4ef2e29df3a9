import { graphql } from '../../gql/index.js';
import { defineRoute, pick, signedIn } from '../../rest/route.js';

// Spec 4.2.

const PROFILE_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  dob: 'dob',
  phone_number: 'phoneNumber',
  address_l1: 'addressL1',
  address_l2: 'addressL2',
  address_postcode: 'addressPostcode',
  ccy_iso_default: 'ccyIsoDefault',
};

const CreateProfile = graphql(`
  mutation RestCreateProfile($input: CreateProfileInput!) {
    createProfile(input: $input) {
      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy
    }
  }
`);

const UpdateProfile = graphql(`
  mutation RestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      userId firstName lastName dob phoneNumber usertag addressL1 addressL2 addressPostcode ccyIsoDefault entropy
    }
  }
`);

const ViewProfile = graphql(`
  query RestViewProfile {
    viewer {
      profile { id createdAt userId firstName lastName dob phoneNumber addressL1 addressL2 addressPostcode ccyIsoDefault }
      usertag { id createdAt userId usertag }
    }
  }
`);

const CreateAlias = graphql(`
  mutation RestCreateAlias {
    createAlias { id createdAt userId usertag alias aliasUuid }
  }
`);

const ViewAliases = graphql(`
  query RestViewAliases {
    viewer { aliases { id createdAt userId usertag alias aliasUuid } }
  }
`);

const DeleteAlias = graphql(`
  mutation RestDeleteAlias($aliasUuid: ID!) {
    deleteAlias(aliasUuid: $aliasUuid) { id createdAt userId usertag alias aliasUuid }
  }
`);

type ProfileData = {
  userId: string;
  firstName: string;
  lastName: string;
  dob: string;
  phoneNumber: string;
  usertag?: string | null;
  addressL1: string;
  addressL2: string;
  addressPostcode: string;
  ccyIsoDefault: string;
  entropy: string;
};
const profileMessage = (p: ProfileData) => ({
  user_id: p.userId,
  first_name: p.firstName,
  last_name: p.lastName,
  dob: p.dob,
  phone_number: p.phoneNumber,
  usertag: p.usertag,
  address_l1: p.addressL1,
  address_l2: p.addressL2,
  address_postcode: p.addressPostcode,
  ccy_iso_default: p.ccyIsoDefault,
  entropy: p.entropy,
});

type AliasData = { id: number; createdAt: string; userId: string; usertag: string; alias: string; aliasUuid: string };
const alias = (a: AliasData) => ({
  id: a.id,
  created_at: a.createdAt,
  user_id: a.userId,
  usertag: a.usertag,
  alias: a.alias,
  alias_uuid: a.aliasUuid,
});

export const profileRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/profile/create',
    auth: 'credentials',
    status: 201,
    document: CreateProfile,
    variables: ({ body }) => ({
      input: pick(body, { ...PROFILE_FIELDS, usertag: 'usertag', entropy: 'entropy' }) as never,
    }),
    // Documented without dob.
    reply: ({ createProfile: p }) => {
      const { dob: _dob, ...message } = profileMessage(p);
      return message;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/profile/update',
    auth: 'credentials',
    status: 200,
    document: UpdateProfile,
    variables: ({ body }) => ({ input: pick(body, PROFILE_FIELDS) }),
    // Documented: the full profile, including the access_token the caller sent.
    reply: ({ updateProfile: p }, req) => ({ access_token: req.token, ...profileMessage(p) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/view',
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
                  id: p.id,
                  user_id: p.userId,
                  created_at: p.createdAt,
                  first_name: p.firstName,
                  last_name: p.lastName,
                  dob: p.dob,
                  phone_number: p.phoneNumber,
                  address_l1: p.addressL1,
                  address_l2: p.addressL2,
                  address_postcode: p.addressPostcode,
                  ccy_iso_default: p.ccyIsoDefault,
                },
              ]
            : [],
          usertag: u ? [{ id: u.id, created_at: u.createdAt, user_id: u.userId, usertag: u.usertag }] : [],
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/create',
    auth: 'credentials',
    status: 201,
    document: CreateAlias,
    reply: ({ createAlias }) => [alias(createAlias)],
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/view',
    auth: 'credentials',
    status: 200,
    document: ViewAliases,
    reply: ({ viewer }) => signedIn(viewer).aliases.map(alias),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/profile/alias/delete',
    auth: 'credentials',
    status: 201,
    document: DeleteAlias,
    variables: ({ body }) => ({ aliasUuid: body.alias_uuid as string }),
    reply: ({ deleteAlias }) => [alias(deleteAlias)],
  }),
];
