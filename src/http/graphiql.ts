import type { GraphiQLOptions } from 'graphql-yoga';

// GraphiQL is rendered from the installed package (@graphql-yoga/render-graphiql bundles its
// scripts and styles into the page), not from a CDN: it works on a machine without internet.
export { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/** What GraphiQL opens with: how to get a token and use it, and a first query. */
export const GRAPHIQL_DEFAULT_QUERY = `# Financial Account Service
#
# 1. Run SignUp (or SignIn): it needs no token. Copy session.accessToken from the answer.
# 2. Open Headers (below) and add:  { "Authorization": "Bearer <accessToken>" }
# 3. Run Viewer. A token lasts 12 hours; signOut revokes it. The Docs panel describes every field.

mutation SignUp {
  signUp(input: { email: "ada@example.com", password: "correct horse", passcode: "2468" }) {
    ... on SignUpSuccess { session { accessToken userId expiresAt } }
    ... on Error { code message field }
  }
}

mutation SignIn {
  signIn(input: { email: "ada@example.com", password: "correct horse", passcode: "2468" }) {
    ... on SignInSuccess { session { accessToken userId expiresAt } }
    ... on Error { code message field }
  }
}

query Viewer {
  viewer {
    id
    email
    profile { usertag defaultCurrency }
    wallet { address tokens { symbol balance } }
  }
}
`;

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Financial Account Service',
  defaultQuery: GRAPHIQL_DEFAULT_QUERY,
};
