import type { ServerAdapterPlugin } from '@whatwg-node/server';
import type { GraphiQLOptions } from 'graphql-yoga';
import { type AppServerContext, requestUrl } from './server-context.js';

// GraphiQL comes from the installed package (@graphql-yoga/render-graphiql bundles GraphiQL, its
// styles and Monaco's workers), never from a CDN: it works on a machine without internet. The
// package renders a page with everything inline; the page here loads the same code as files
// under /graphiql/ instead, so that it runs under the strict Content-Security-Policy of every
// HTML page (src/http/security-headers.ts: no inline script, workers from the service itself).
// Its options travel in a data attribute, which the policy does not treat as script.

const ASSETS_PATH = '/graphiql';

/** What GraphiQL opens with: how to get a token and use it, and a first query. */
export const GRAPHIQL_DEFAULT_QUERY = `# Financial Account Service
#
# The README's "Try it" signed up ada@example.com (password "correct horse") and changed its
# passcode from 2468 to 1357: SignIn below signs in as that account. No account yet? Run
# SignUp first: it makes the same account, with passcode 1357 (CONFLICT if it exists).
#
# 1. Run SignIn (or SignUp): it needs no token. Copy session.accessToken from the answer.
# 2. Open Headers (below) and add:  { "Authorization": "Bearer <accessToken>" }
# 3. Run Viewer. A token lasts 12 hours; signOut revokes it. The Docs panel describes every field.

mutation SignIn {
  signIn(input: { email: "ada@example.com", password: "correct horse", passcode: "1357" }) {
    ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }
    ... on Error { code message field }
  }
}

mutation SignUp {
  signUp(input: { email: "ada@example.com", password: "correct horse", passcode: "1357" }) {
    ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }
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

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page yoga answers a browser's GET /graphql with (its `renderGraphiQL`): no inline script or style. */
export function renderGraphiQL(options?: GraphiQLOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${html(options?.title ?? 'GraphiQL')}</title>
  <link rel="icon" href="${ASSETS_PATH}/favicon.ico">
  <link rel="stylesheet" href="${ASSETS_PATH}/graphiql.css">
</head>
<body id="body" class="no-focus-outline">
  <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
  <div id="root" data-options="${html(JSON.stringify(options ?? {}))}"></div>
  <script src="${ASSETS_PATH}/graphiql.js"></script>
</body>
</html>
`;
}

// Before the bundle: Monaco's workers are module workers loaded from the service.
const SETUP = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) { return ${JSON.stringify(`${ASSETS_PATH}/`)} + label + '.worker.js'; },
};
`;
// After it: render with the options the page carries.
const START = `
(function () {
  var root = document.getElementById('root');
  YogaGraphiQL.renderYogaGraphiQL(root, JSON.parse(root.dataset.options || '{}'));
})();
`;

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');

const JS = 'text/javascript; charset=utf-8';

/** The files the page loads, made from the package on first use (megabytes: not at start-up). */
async function files(): Promise<Map<string, { body: Uint8Array<ArrayBuffer>; type: string }>> {
  const bundle: Bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const text = (body: string, type: string) => ({ body: new TextEncoder().encode(body), type });
  const [, iconType, iconBase64] = bundle.favicon.match(/^data:([^;,]+);base64,(.*)$/s) ?? [];
  return new Map([
    ['graphiql.js', text(`${SETUP}${bundle.js};\n${START}`, JS)],
    ['graphiql.css', text(bundle.css, 'text/css; charset=utf-8')],
    ['editorWorkerService.worker.js', text(bundle.editorWorkerService, JS)],
    ['json.worker.js', text(bundle.jsonWorker, JS)],
    ['graphql.worker.js', text(bundle.graphqlWorker, JS)],
    ...(iconBase64
      ? [['favicon.ico', { body: new Uint8Array(Buffer.from(iconBase64, 'base64')), type: iconType }] as const]
      : []),
  ]);
}

/** Serves GraphiQL's files at /graphiql/ (only where GraphiQL is on). */
export function graphiqlAssetsPlugin(): ServerAdapterPlugin<Partial<AppServerContext>> {
  let loaded: ReturnType<typeof files> | undefined;
  return {
    onRequest({ request, serverContext, endResponse }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const { pathname } = requestUrl(serverContext, request);
      if (!pathname.startsWith(`${ASSETS_PATH}/`)) return;
      loaded ??= files();
      return loaded.then((all) => {
        const file = all.get(pathname.slice(ASSETS_PATH.length + 1));
        if (!file) return; // the 404 envelope
        endResponse(
          new Response(file.body, { headers: { 'content-type': file.type, 'cache-control': 'public, max-age=3600' } }),
        );
      });
    },
  };
}
