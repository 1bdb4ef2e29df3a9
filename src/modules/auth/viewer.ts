/** Who acts: what the services need to know of the signed-in user (no token, no transport). */
export interface Actor {
  id: number;
  uuid: string;
}

/** The signed-in user, resolved from the access token (sessions.ts): the actor and its session. */
export interface Viewer extends Actor {
  tokenHash: string;
  tokenExpiresAt: Date;
}
