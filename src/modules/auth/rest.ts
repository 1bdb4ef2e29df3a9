import { graphql } from '../../gql/index.js';
import { defineRoute, pick } from '../../rest/route.js';

// Spec 4.1. Sign-up and sign-in answer { access_token, user_id, pass_code }.

const SignUp = graphql(`
  mutation RestSignUp($input: SignUpInput!) {
    signUp(input: $input) { accessToken userId passCode }
  }
`);

const SignIn = graphql(`
  mutation RestSignIn($input: SignInInput!) {
    signIn(input: $input) { accessToken userId passCode }
  }
`);

const SignOut = graphql(`
  mutation RestSignOut {
    signOut { revokedTokens }
  }
`);

const UpdatePasscode = graphql(`
  mutation RestUpdatePasscode($input: UpdatePasscodeInput!) {
    updatePasscode(input: $input)
  }
`);

const credentials = { email: 'email', password: 'password', passcode: 'passcode' };
const session = (s: { accessToken: string; userId: string; passCode: string }) => ({
  access_token: s.accessToken,
  user_id: s.userId,
  pass_code: s.passCode,
});

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-up',
    auth: 'none',
    status: 200,
    document: SignUp,
    variables: ({ body }) => ({ input: pick(body, credentials) as never }),
    reply: (data) => session(data.signUp),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-in',
    auth: 'none',
    status: 200,
    document: SignIn,
    variables: ({ body }) => ({ input: pick(body, credentials) as never }),
    reply: (data) => session(data.signIn),
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
    status: 200,
    document: UpdatePasscode,
    variables: ({ body }) => ({
      input: pick(body, { current_passcode: 'currentPasscode', updated_passcode: 'updatedPasscode' }) as never,
    }),
    reply: () => ({}),
  }),
];
