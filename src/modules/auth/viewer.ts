/** The signed-in user, resolved from the access token (sessions.ts). */
export interface Viewer {
  id: number;
  uuid: string;
  tokenHash: string;
  tokenExpiresAt: Date;
}
