import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import type { SignUpInput } from '../../gql/graphql.js';
import { credentials } from '../../rest/contract.js';
import { text } from '../../rest/request.js';
import { defineRoute, restNames } from '../../rest/route.js';

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

const CREDENTIALS = { email: 'email', password: 'password', passcode: 'passcode' };
const PASSCODE_FIELDS = { current_passcode: 'currentPasscode', updated_passcode: 'newPasscode' };

/** The spec's `pass_code` sentence for each PasscodeStatus. */
const PASS_CODE = { SET: 'passcode set', VERIFIED: 'passcode verified' } as const;

const sessionAnswer = z.object({
  access_token: z.string().describe('The new access token (valid 12 hours or until sign-out)'),
  user_id: z.uuid(),
  pass_code: z.enum(Object.values(PASS_CODE)),
});
/** Sign-up's and sign-in's body: the same three strings. */
const signInRequest = z.object({ email: text(), password: text(), passcode: text() });
const signInVariables = (input: SignUpInput) => ({ input });

const session = (s: { accessToken: string; userId: string; passcodeStatus: keyof typeof PASS_CODE }) => ({
  access_token: s.accessToken,
  user_id: s.userId,
  pass_code: PASS_CODE[s.passcodeStatus],
});

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-up',
    summary: 'Create an account and get its first access token',
    request: signInRequest,
    response: sessionAnswer,
    auth: 'none',
    status: 200,
    names: restNames(CREDENTIALS),
    document: SignUp,
    variables: signInVariables,
    reply: (data) => session(data.signUp.session),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-in',
    summary: 'Sign in: a new access token',
    request: signInRequest,
    response: sessionAnswer,
    auth: 'none',
    status: 200,
    names: restNames(CREDENTIALS),
    document: SignIn,
    variables: signInVariables,
    reply: (data) => session(data.signIn.session),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/auth/sign-out',
    summary: 'Revoke every active access token of the account',
    request: z.object(credentials),
    response: z.object({}).strict(),
    auth: 'credentials',
    status: 200,
    document: SignOut,
    reply: () => ({}),
  }),
  defineRoute({
    method: 'PUT',
    path: '/account/auth/passcode/update',
    summary: 'Replace the passcode',
    request: z.object({ ...credentials, current_passcode: text(), updated_passcode: text() }),
    variables: (b) => ({ input: { currentPasscode: b.current_passcode, newPasscode: b.updated_passcode } }),
    response: z.object({}).strict(),
    auth: 'credentials',
    names: restNames(PASSCODE_FIELDS),
    status: 200,
    document: UpdatePasscode,
    reply: () => ({}),
  }),
];
