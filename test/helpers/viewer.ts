import { ACCESS_TOKEN_SCOPES, type Viewer } from '../../src/kernel/viewer.js';

/** A viewer signed in with an access token for another minute (tests of code that takes one). */
export function signedInViewer(id: number): Viewer {
  return {
    id,
    uuid: `user-${id}`,
    tokenHash: `hash-${id}`,
    tokenExpiresAt: new Date(Date.now() + 60_000),
    scopes: ACCESS_TOKEN_SCOPES,
    apiToken: null,
  };
}
