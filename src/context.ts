import type { PrismaClient } from './generated/prisma/client.js';
import type { Grant } from './rest/route.js';
import type { Viewer } from './kernel/viewer.js';

/**
 * The composed services. Empty here and filled in by src/services.ts (declaration merging), so
 * this floor names the composition's type without importing the composition (docs/development.md "Floors").
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by src/services.ts
export interface Services {}

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
