import type { ServerAdapterPlugin } from '@whatwg-node/server';
import type { ErrorCode } from '../kernel/errors.js';
import { readMailbox } from '../mail/mailbox.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../kernel/viewer.js';
import type { RailRegistry } from '../money/rails/registry.js';
import { errorResponse } from './envelope.js';
import { bearer } from '../security/tokens.js';
import { type AppServerContext, json, requestUrl, restAnswer } from './server-context.js';

// The dashboard's developer panel (docs/dashboard.md "Simulator"), in embedded mode only: with a
// DATABASE_URL, or without the in-process rail simulator, every path here is the 404 envelope.
//   GET  /dev/simulator            the viewer's collections waiting at the simulator's payer
//   POST /dev/simulator/approve    { transactionId }: the payer approves on the "phone"
//   POST /dev/simulator/decline    { transactionId }: the payer declines
//   GET  /dev/mailbox              the mails of the local mailbox sent to the viewer's address
//                                  (embedded mode without SMTP_URL), newest first, at most 20
// It talks to the simulator through its control API (packages/rail-simulator/src/control.ts,
// /_sim/approve, /_sim/decline, /_sim/transactions), like a test script would; the service then
// learns the outcome the way it does from a real provider (callback, status call). A viewer
// names one of their own deposits; its rail reference stays server-side.

interface Deps {
  /** Embedded mode: no DATABASE_URL. */
  embedded: boolean;
  authenticate: (token: string | null) => Promise<Viewer | null>;
  rails: Pick<RailRegistry, 'simulator'>;
  prisma: PrismaClient;
  /** The local mailbox's folder (no SMTP_URL); undefined: /dev/mailbox is a 404. */
  mailbox?: string;
}

interface SimTransaction {
  reference: string;
  state: string;
  amountMinor: string;
  currency: string;
  provider: string;
}

const PATH = /^\/dev\/simulator(?:\/(approve|decline))?\/?$/;
const MAILBOX = /^\/dev\/mailbox\/?$/;

const fail = (code: ErrorCode, detail: string, ref: string, field?: string) =>
  restAnswer(errorResponse({ code, detail, field }, ref));

export function devPanelPlugin({
  embedded,
  authenticate,
  rails,
  prisma,
  mailbox,
}: Deps): ServerAdapterPlugin<Partial<AppServerContext>> {
  return {
    async onRequest({ request, serverContext, endResponse }) {
      const { pathname } = requestUrl(serverContext, request);
      const ref = serverContext.ref ?? '';
      if (MAILBOX.test(pathname)) {
        if (!embedded || !mailbox) return endResponse(fail('NOT_FOUND', `nothing is served at ${pathname}`, ref));
        const viewer = await authenticate(bearer(request.headers.get('authorization')) ?? null);
        if (!viewer)
          return endResponse(fail('UNAUTHENTICATED', 'Authorization: Bearer <access token> is required', ref));
        const user = await prisma.user.findUnique({ where: { id: viewer.id }, select: { email: true } });
        const mails = user?.email ? await readMailbox(mailbox, user.email) : [];
        return endResponse(
          json(200, { mails: mails.map(({ to, subject, date, text }) => ({ to, subject, date, text })) }),
        );
      }
      const match = PATH.exec(pathname);
      if (!match) return;
      const sim = rails.simulator;
      if (!embedded || !sim) return endResponse(fail('NOT_FOUND', `nothing is served at ${pathname}`, ref));
      const action = match[1] as 'approve' | 'decline' | undefined;
      if (request.method !== (action ? 'POST' : 'GET'))
        return endResponse(fail('BAD_USER_INPUT', `${request.method} is not served at ${pathname}`, ref));
      const viewer = await authenticate(bearer(request.headers.get('authorization')) ?? null);
      if (!viewer) return endResponse(fail('UNAUTHENTICATED', 'Authorization: Bearer <access token> is required', ref));
      const control = async (method: string, path: string, body?: unknown) => {
        const answer = await fetch(`${sim.url}${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: answer.status, body: (await answer.json()) as unknown };
      };

      if (!action) {
        // The viewer's collections not final on our side, joined with what the simulator holds.
        const ops = await prisma.railOperation.findMany({
          where: { kind: 'COLLECTION', finalAt: null, transaction: { userId: viewer.id } },
          select: { uuid: true, transaction: { select: { uuid: true } } },
          orderBy: { id: 'desc' },
          take: 20,
        });
        const held = (await control('GET', '/_sim/transactions?state=pending')).body as SimTransaction[];
        const byRef = new Map(held.map((t) => [t.reference, t]));
        const pending = ops.flatMap((op) => {
          const t = byRef.get(op.uuid);
          return t
            ? [
                {
                  transactionId: op.transaction.uuid,
                  provider: t.provider,
                  amountMinor: t.amountMinor,
                  currency: t.currency,
                  state: t.state,
                },
              ]
            : [];
        });
        return endResponse(json(200, { pending }));
      }

      const body = (await request.json().catch(() => null)) as { transactionId?: unknown } | null;
      const id = typeof body?.transactionId === 'string' ? body.transactionId : '';
      const op = /^[0-9a-f-]{36}$/i.test(id)
        ? await prisma.railOperation.findFirst({
            where: { kind: 'COLLECTION', transaction: { uuid: id.toLowerCase(), userId: viewer.id } },
            select: { uuid: true },
            orderBy: { id: 'desc' },
          })
        : null;
      // Someone else's deposit answers as an unknown one.
      if (!op)
        return endResponse(fail('NOT_FOUND', 'no collection of yours has this transactionId', ref, 'transactionId'));
      const done = await control('POST', `/_sim/${action}`, { reference: op.uuid });
      if (done.status === 200)
        return endResponse(json(200, { transactionId: id, state: (done.body as { state: string }).state }));
      const detail = (done.body as { error?: string }).error ?? 'the simulator refused';
      return endResponse(fail(done.status === 404 ? 'NOT_FOUND' : 'CONFLICT', detail, ref, 'transactionId'));
    },
  };
}
