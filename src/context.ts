import type { PrismaClient } from './generated/prisma/client.js';
import type { Services } from './services.js';
import type { Grant } from './rest/route.js';
import type { Viewer } from './kernel/viewer.js';

/** Per request (or per websocket operation). */
export interface Context {
  requestId: string;
  /** What the door's route allows beyond GraphQL's rules (src/rest/route.ts); empty elsewhere. */
  grants: ReadonlySet<Grant>;
  clientAddress: string;
  /** The caller's User-Agent header (device sessions name the device from it); null when none. */
  userAgent?: string | null;
  /** Headers for the HTTP answer (src/http/server-context.ts); a websocket operation's go nowhere. */
  responseHeaders: Record<string, string>;
  viewer: Viewer | null;
  prisma: PrismaClient;
  services: Services;
}

/** The context of a field whose `authenticated` scope passed (the builder's AuthContexts): there is a viewer. */
export interface AuthenticatedContext extends Context {
  viewer: Viewer;
}
