import type { PrismaClient } from './generated/prisma/client.js';
import type { Services } from './services.js';

/** The signed-in user, resolved from the access token. */
export interface Viewer {
  id: number;
  uuid: string;
  tokenHash: string;
  tokenExpiresAt: Date;
}

/** Per request (or per websocket operation). */
export interface Context {
  requestId: string;
  /** Which door the operation came through: the REST layer keeps documented behaviours. */
  origin: 'graphql' | 'rest' | 'websocket';
  clientAddress: string;
  viewer: Viewer | null;
  prisma: PrismaClient;
  services: Services;
}
