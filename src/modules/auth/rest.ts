import { graphql } from '../../gql/index.js';
import { defineRoute, pick, restNames } from '../../rest/route.js';

// Spec 4.1. Sign-up and sign-in answer { access_token, user_id, pass_code }.

const SignUp = graphql(`
  mutation RestSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess { session { ...RestSession } }
      ... on Error { code message field }
    }
  }
`);

const SignIn = graphql(`
  mutation RestSignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess { session { ...RestSession } }
      ... on Error { code message field }
    }
  }
`);

graphql(`
  fragment RestSession on AuthSession { accessToken userId passcodeStatus }
`);

const SignOut = graphql(`
  mutation RestSignOut {
    signOut { revokedTokens }
  }
`);

const UpdatePasscode = graphql(`
  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {
    updatePasscode(input: $input) {
      __typename
      ... on Error { code message field }
    }
  }
`);

const credentials = { email: 'email', password: 'password', passcode: 'passcode' };
const PASSCODE_FIELDS = { current_passcode: 'currentPasscode', updated_passcode: 'newPasscode' };

/** The spec's `pass_code` sentence for each PasscodeStatus. */
const PASS_CODE = { SET: 'passcode set', VERIFIED: 'passcode verified' } as const;

const session = (s: { accessToken: string; userId: string; passcodeStatus: keyof typeof PASS_CODE }) => ({
  access_token: s.accessToken,
  user_id: s.userId,
  pass_code: PASS_CODE[s.passcodeStatus],
});

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-up',
    auth: 'none',
    status: 200,
    names: restNames(credentials),
    document: SignUp,
    variables: ({ body }) => ({ input: pick(body, credentials) as never }),
    reply: (data) => session(data.signUp.session),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-in',
    auth: 'none',
    status: 200,
    names: restNames(credentials),
    document: SignIn,
    variables: ({ body }) => ({ input: pick(body, credentials) as never }),
    reply: (data) => session(data.signIn.session),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-out',
    auth: 'credentials',
    status: 200,
    document: SignOut,
    reply: () => ({}),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/auth/passcode/update',
    auth: 'credentials',
    names: restNames(PASSCODE_FIELDS),
    status: 200,
    document: UpdatePasscode,
    variables: ({ body }) => ({ input: pick(body, PASSCODE_FIELDS) as never }),
    reply: () => ({}),
  }),
];
