import { authRoutes } from '../modules/auth/rest.js';
import { profileRoutes } from '../modules/profile/rest.js';
import { identityRoutes } from '../modules/identity/rest.js';
import { conversationRoutes } from '../modules/conversation/rest.js';
import { channelRoutes } from '../modules/channel/rest.js';
import { fundingRoutes } from '../modules/funding/rest.js';
import { walletRoutes } from '../modules/wallet/rest.js';
import { fxRoutes } from '../modules/fx/rest.js';
import { paymentRoutes } from '../modules/payments/rest.js';
import type { RestRoute } from './route.js';

/** Every documented REST path, by area. */
export const routes: RestRoute[] = [
  ...authRoutes,
  ...profileRoutes,
  ...identityRoutes,
  ...conversationRoutes,
  ...channelRoutes,
  ...fundingRoutes,
  ...walletRoutes,
  ...fxRoutes,
  ...paymentRoutes,
];
