import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql/index.js';
import type { CreateProfileInput, UpdateProfileInput } from './generated/gql/graphql.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

const svc = useModules();
let base: string;
beforeAll(() => {
  base = svc.url;
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let tagCounter = 0;
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ama',
  last_name: 'Mensah',
  dob: '1994-03-06',
  phone_number: '+233241234567',
  usertag: `ama_${Date.now() % 100000}_${tagCounter++}`,
  address_l1: '12 Oxford Street',
  address_l2: 'Osu',
  address_postcode: 'GA-123',
  ccy_iso_default: 'GHS',
  entropy: 'k3yMaterial42',
  ...overrides,
});

async function userWithProfile(overrides: Record<string, unknown> = {}) {
  const user = await signUp(base);
  const creds = { access_token: user.access_token, user_id: user.user_id };
  const body = profileBody(overrides);
  const res = await call(base, 'POST', '/account/profile/create', { ...creds, ...body });
  expect(res.status).toBe(201);
  return { ...user, creds, profile: body };
}

describe('profile create', () => {
  it('answers 201 with the documented fields', async () => {
    const user = await signUp(base);
    const body = profileBody({ usertag: 'Kofi_Annan' });
    const res = await call(base, 'POST', '/account/profile/create', {
      access_token: user.access_token,
      user_id: user.user_id,
      ...body,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 201,
      message: {
        user_id: user.user_id,
        first_name: 'Ama',
        last_name: 'Mensah',
        phone_number: '+233241234567',
        usertag: 'kofi_annan',
        address_l1: '12 Oxford Street',
        address_l2: 'Osu',
        address_postcode: 'GA-123',
        ccy_iso_default: 'GHS',
        entropy: 'k3yMaterial42',
      },
      ref: expect.stringMatching(UUID),
    });
  });

  it('a second create is 409 and changes nothing', async () => {
    const u = await userWithProfile({ first_name: 'First' });
    const res = await call(base, 'POST', '/account/profile/create', {
      ...u.creds,
      ...profileBody({ first_name: 'Second' }),
    });
    expect(res.status).toBe(409);
    const view = await call(base, 'POST', '/account/profile/view', u.creds);
    expect(view.body.data.profile[0].first_name).toBe('First');
  });

  it('a usertag taken by another user, in any case, is 409 naming usertag; nothing is written', async () => {
    const first = await userWithProfile({ usertag: 'yaa_asantewaa' });
    void first;
    const user = await signUp(base);
    const res = await call(base, 'POST', '/account/profile/create', {
      access_token: user.access_token,
      user_id: user.user_id,
      ...profileBody({ usertag: 'YAA_Asantewaa' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatchObject({ error: 'CONFLICT', field: 'usertag' });
    expect(await svc.infra.prisma.profile.count({ where: { user: { uuid: user.user_id } } })).toBe(0);
  });

  it.each([
    ['usertag', { usertag: 'ab' }, 'usertag must be 3 to 30'],
    ['usertag', { usertag: 'has space' }, 'usertag must be 3 to 30'],
    ['usertag', { usertag: 'a'.repeat(31) }, 'usertag must be 3 to 30'],
    ['dob', { dob: '06/03/1994' }, 'dob must be a YYYY-MM-DD date'],
    ['dob', { dob: '1994-02-30' }, 'dob must be a real calendar date'],
    ['dob', { dob: '2999-01-01' }, 'dob must be a past date'],
    ['phone_number', { phone_number: '0241234567' }, 'phone_number must be a valid E.164'],
    ['phone_number', { phone_number: '+2331' }, 'phone_number must be a valid E.164'],
    ['ccy_iso_default', { ccy_iso_default: 'XYZ' }, 'ccy_iso_default must be one of NGN, GHS, USD, EUR'],
    ['entropy', { entropy: 'short' }, 'entropy must be 8 to 256'],
    ['first_name', { first_name: '' }, 'first_name must not be empty'],
    ['first_name', { first_name: 12 }, 'first_name must be a string'],
    ['last_name', { last_name: undefined }, 'last_name is required'],
  ])('refuses a bad %s with 400 and writes nothing', async (field, overrides, detail) => {
    const user = await signUp(base);
    const res = await call(base, 'POST', '/account/profile/create', {
      access_token: user.access_token,
      user_id: user.user_id,
      ...profileBody(overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) });
    const rows = await svc.infra.prisma.user.findUniqueOrThrow({
      where: { uuid: user.user_id },
      include: { profile: true, usertag: true },
    });
    expect(rows.profile).toBeNull();
    expect(rows.usertag).toBeNull();
  });

  it('requires credentials', async () => {
    const res = await call(base, 'POST', '/account/profile/create', profileBody());
    expect(res.status).toBe(401);
  });
});

describe('profile update and view', () => {
  it('update changes only the fields given and answers the full profile with the token', async () => {
    const u = await userWithProfile({ usertag: 'efua_sutherland' });
    const res = await call(base, 'PUT', '/account/profile/update', {
      ...u.creds,
      last_name: 'Sutherland',
      phone_number: '+2348031234567',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({
      access_token: u.access_token,
      user_id: u.user_id,
      first_name: 'Ama',
      last_name: 'Sutherland',
      dob: '1994-03-06',
      phone_number: '+2348031234567',
      usertag: 'efua_sutherland',
      address_l1: '12 Oxford Street',
      address_l2: 'Osu',
      address_postcode: 'GA-123',
      ccy_iso_default: 'GHS',
      entropy: 'k3yMaterial42',
    });
  });

  it('update with a bad value is 400 and changes nothing; before create it is 404', async () => {
    const u = await userWithProfile();
    const bad = await call(base, 'PUT', '/account/profile/update', { ...u.creds, first_name: 'New', dob: 'yesterday' });
    expect(bad.status).toBe(400);
    const view = await call(base, 'POST', '/account/profile/view', u.creds);
    expect(view.body.data.profile[0].first_name).toBe('Ama');
    const fresh = await signUp(base);
    const none = await call(base, 'PUT', '/account/profile/update', {
      access_token: fresh.access_token,
      user_id: fresh.user_id,
      first_name: 'X',
    });
    expect(none.status).toBe(404);
  });

  it('view answers the documented shape: message string, data.profile and data.usertag, no ref', async () => {
    const u = await userWithProfile({ usertag: 'kwame_n' });
    const res = await call(base, 'POST', '/account/profile/view', u.creds);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: 'profile found',
      data: {
        profile: [
          {
            id: expect.any(Number),
            user_id: u.user_id,
            created_at: expect.stringMatching(ISO),
            first_name: 'Ama',
            last_name: 'Mensah',
            dob: '1994-03-06',
            phone_number: '+233241234567',
            address_l1: '12 Oxford Street',
            address_l2: 'Osu',
            address_postcode: 'GA-123',
            ccy_iso_default: 'GHS',
          },
        ],
        usertag: [
          { id: expect.any(Number), created_at: expect.stringMatching(ISO), user_id: u.user_id, usertag: 'kwame_n' },
        ],
      },
    });
  });
});

describe('aliases', () => {
  it('create (201), view (200) and delete (201) with the documented records', async () => {
    const u = await userWithProfile({ usertag: 'abena_b' });
    const created = await call(base, 'POST', '/account/profile/alias/create', u.creds);
    expect(created.status).toBe(201);
    const record = created.body.message[0];
    expect(record).toEqual({
      id: expect.any(Number),
      created_at: expect.stringMatching(ISO),
      user_id: u.user_id,
      usertag: 'abena_b',
      alias: expect.stringMatching(/^[a-z]+-[a-z]+-\d{4}$/),
      alias_uuid: expect.stringMatching(UUID),
    });
    await call(base, 'POST', '/account/profile/alias/create', u.creds);
    const view = await call(base, 'POST', '/account/profile/alias/view', u.creds);
    expect(view.status).toBe(200);
    expect(view.body.message).toHaveLength(2);
    expect(view.body.message[0]).toEqual(record);
    const deleted = await call(base, 'POST', '/account/profile/alias/delete', {
      ...u.creds,
      alias_uuid: record.alias_uuid,
    });
    expect(deleted.status).toBe(201);
    expect(deleted.body.message).toEqual([record]);
    expect((await call(base, 'POST', '/account/profile/alias/view', u.creds)).body.message).toHaveLength(1);
  });

  it('before a profile exists, alias create is 422', async () => {
    const user = await signUp(base);
    const res = await call(base, 'POST', '/account/profile/alias/create', {
      access_token: user.access_token,
      user_id: user.user_id,
    });
    expect(res.status).toBe(422);
  });

  it('another user cannot delete my alias (404) and it stays', async () => {
    const me = await userWithProfile();
    const other = await userWithProfile();
    const mine = (await call(base, 'POST', '/account/profile/alias/create', me.creds)).body.message[0];
    const res = await call(base, 'POST', '/account/profile/alias/delete', {
      ...other.creds,
      alias_uuid: mine.alias_uuid,
    });
    expect(res.status).toBe(404);
    expect((await call(base, 'POST', '/account/profile/alias/view', me.creds)).body.message).toEqual([mine]);
  });

  it('a malformed alias_uuid is 400; a missing one is 400', async () => {
    const u = await userWithProfile();
    expect((await call(base, 'POST', '/account/profile/alias/delete', { ...u.creds, alias_uuid: 'nope' })).status).toBe(
      400,
    );
    const missing = await call(base, 'POST', '/account/profile/alias/delete', u.creds);
    expect(missing.status).toBe(400);
    expect(missing.body.message.field).toBe('alias_uuid');
  });
});

// Typed documents (npm run codegen types their variables and answers).
const ViewerProfile = graphql(`
  query TestProfileViewer {
    viewer {
      profile { id databaseId firstName usertag dateOfBirth addressLine1 addressLine2 postcode defaultCurrency }
      usertag { id databaseId usertag }
      aliases { id databaseId alias }
    }
  }
`);
const CreateProfile = graphql(`
  mutation TestProfileCreate($input: CreateProfileInput!) {
    createProfile(input: $input) {
      __typename
      ... on CreateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }
      ... on Error { code message field }
    }
  }
`);
const UpdateProfile = graphql(`
  mutation TestProfileUpdate($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess { profile { id firstName dateOfBirth postcode defaultCurrency usertag } }
      ... on Error { code message field }
    }
  }
`);
const CreateAlias = graphql(`
  mutation TestProfileCreateAlias {
    createAlias {
      __typename
      ... on CreateAliasSuccess { alias { id alias usertag } }
      ... on Error { code message field }
    }
  }
`);
const DeleteAlias = graphql(`
  mutation TestProfileDeleteAlias($input: DeleteAliasInput!) {
    deleteAlias(input: $input) {
      __typename
      ... on DeleteAliasSuccess { alias { id } }
      ... on Error { code message field }
    }
  }
`);
const AliasIds = graphql(`
  query TestProfileAliasIds { viewer { aliases { id } } }
`);
const Typenames = graphql(`
  mutation TestProfileTypenames($passcode: String!) {
    a: createAlias { __typename }
    p: updateProfile(input: { postcode: "GA-789" }) { __typename }
    u: updatePasscode(input: { currentPasscode: $passcode, newPasscode: $passcode }) { __typename }
  }
`);

describe('GraphQL', () => {
  it('viewer reaches profile, usertag and aliases', async () => {
    const u = await userWithProfile({ usertag: 'nana_gql' });
    await call(base, 'POST', '/account/profile/alias/create', u.creds);
    const res = await gql(base, ViewerProfile, {}, u.access_token);
    expect(res.body.data?.viewer).toEqual({
      profile: {
        id: expect.stringMatching(UUID),
        databaseId: expect.any(Number),
        firstName: 'Ama',
        usertag: 'nana_gql',
        dateOfBirth: '1994-03-06',
        addressLine1: '12 Oxford Street',
        addressLine2: 'Osu',
        postcode: 'GA-123',
        defaultCurrency: 'GHS',
      },
      usertag: { id: expect.stringMatching(UUID), databaseId: expect.any(Number), usertag: 'nana_gql' },
      aliases: [{ id: expect.stringMatching(UUID), databaseId: expect.any(Number), alias: expect.stringMatching(/-/) }],
    });
    const viewer = res.body.data?.viewer;
    expect(viewer?.usertag?.id).not.toBe(viewer?.profile?.id);
  });

  it('createProfile and updateProfile answer the profile, or a typed error', async () => {
    const user = await signUp(base);
    const input: CreateProfileInput = {
      firstName: 'Efua',
      lastName: 'Mensah',
      dateOfBirth: '1994-03-06',
      phoneNumber: '+233241234567',
      usertag: `efua_${Date.now() % 100000}_${tagCounter++}`,
      addressLine1: '12 Oxford Street',
      addressLine2: 'Osu',
      postcode: 'GA-123',
      defaultCurrency: 'NGN',
      entropy: 'k3yMaterial42',
    };
    const create = (i: CreateProfileInput, token = user.access_token) => gql(base, CreateProfile, { input: i }, token);
    const created = await create(input);
    expect(created.body.data?.createProfile).toEqual({
      __typename: 'CreateProfileSuccess',
      profile: {
        id: expect.stringMatching(UUID),
        firstName: 'Efua',
        dateOfBirth: '1994-03-06',
        postcode: 'GA-123',
        defaultCurrency: 'NGN',
        usertag: input.usertag,
      },
    });

    // A second profile, and a usertag taken by another user, are ConflictErrors.
    const again = await create(input);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.createProfile).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: 'a profile already exists for this user; use the update path',
      field: null,
    });
    const other = await signUp(base);
    const taken = await create(input, other.access_token);
    expect(taken.body.data?.createProfile).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: `usertag ${input.usertag} is taken`,
      field: 'usertag',
    });
    // A value outside its rule is an InvalidInputError naming the GraphQL field.
    const invalid = await create({ ...input, dateOfBirth: '1994-02-30' }, other.access_token);
    expect(invalid.body.data?.createProfile).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'dateOfBirth must be a real calendar date',
      field: 'dateOfBirth',
    });

    const update = (i: UpdateProfileInput, token: string) => gql(base, UpdateProfile, { input: i }, token);
    const updated = await update({ postcode: 'GA-456', defaultCurrency: 'USD', firstName: null }, user.access_token);
    expect(updated.body.data?.updateProfile).toEqual({
      __typename: 'UpdateProfileSuccess',
      profile: {
        ...success(created.body.data?.createProfile, 'CreateProfileSuccess').profile,
        postcode: 'GA-456',
        defaultCurrency: 'USD',
      },
    });
    const blank = await update({ addressLine1: ' ' }, user.access_token);
    expect(blank.body.data?.updateProfile).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'addressLine1 must not be empty',
      field: 'addressLine1',
    });
    // Before createProfile there is nothing to update.
    const none = await update({ firstName: 'X' }, other.access_token);
    expect(none.body.data?.updateProfile).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'profile (create it first) was not found',
      field: null,
    });
    // A currency that is not a CurrencyCode does not fit its type: a top-level error.
    // @ts-expect-error -- 'XYZ' is not a CurrencyCode: the wrong value is the point.
    const currency = await update({ defaultCurrency: 'XYZ' }, user.access_token);
    expect(currency.body.data).toBeUndefined();
    expect(currency.body.errors?.[0].message).toMatch(/"XYZ" does not exist in "CurrencyCode" enum/);
  });

  it('createAlias and deleteAlias answer the alias, or a typed error', async () => {
    const fresh = await signUp(base);
    const createAlias = (token: string) => gql(base, CreateAlias, {}, token);
    const early = await createAlias(fresh.access_token);
    expect(early.body.data?.createAlias).toEqual({
      __typename: 'UnprocessableError',
      code: 'UNPROCESSABLE',
      message: 'create a profile with a usertag before adding aliases',
      field: null,
    });

    const u = await userWithProfile({ usertag: 'esi_gql' });
    const created = await createAlias(u.access_token);
    expect(created.body.data?.createAlias).toEqual({
      __typename: 'CreateAliasSuccess',
      alias: {
        id: expect.stringMatching(UUID),
        alias: expect.stringMatching(/^[a-z]+-[a-z]+-\d{4}$/),
        usertag: 'esi_gql',
      },
    });
    const { id } = success(created.body.data?.createAlias, 'CreateAliasSuccess').alias;
    const deleteAlias = (aliasId: string, token: string) => gql(base, DeleteAlias, { input: { id: aliasId } }, token);
    // Another user's alias is not found, and it stays.
    const foreign = await deleteAlias(id, fresh.access_token);
    expect(foreign.body.data?.deleteAlias).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'alias was not found',
      field: 'id',
    });
    const malformed = await deleteAlias('nope', u.access_token);
    expect(malformed.body.data?.deleteAlias).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'id must be a UUID',
      field: 'id',
    });
    const deleted = await deleteAlias(id, u.access_token);
    expect(deleted.body.data?.deleteAlias).toEqual({ __typename: 'DeleteAliasSuccess', alias: { id } });
    expect((await gql(base, AliasIds, {}, u.access_token)).body.data?.viewer?.aliases).toEqual([]);
  });

  it('a payload may be asked for its __typename alone', async () => {
    const u = await userWithProfile();
    const res = await gql(base, Typenames, { passcode: u.passcode }, u.access_token);
    expect(res.body).toEqual({
      data: {
        a: { __typename: 'CreateAliasSuccess' },
        p: { __typename: 'UpdateProfileSuccess' },
        u: { __typename: 'UpdatePasscodeSuccess' },
      },
    });
  });
});
