import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { createPublicClient, http, webSocket } from 'viem';
import { foundry } from 'viem/chains';
import { AppError } from '../src/kernel/errors.js';
import { graphql } from './generated/gql/index.js';
import { outageError, outageOf } from '../src/kernel/outage.js';
import { call, gql, signUp, startService, UUID, type Reply, type TestService } from './helpers/service.js';
import { canRunPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';
import { wsClient } from './helpers/streams.js';

// A dependency outage answers SERVICE_UNAVAILABLE with Retry-After on every door, never a 500:
// REST 503 in the envelope, GraphQL over HTTP 200 with extensions.code, graphql-ws an error for
// that operation on a socket that stays open. The test owns its PostgreSQL and stops it under
// the running service; once it is back the same requests succeed without restarting the service.

const Viewer = graphql(`
  query TestOutageViewer { viewer { id } }
`);
const SignIn = graphql(`
  mutation TestOutageSignIn($input: SignInInput!) { signIn(input: $input) { __typename } }
`);

describe.skipIf(!canRunPrivatePostgres())('dependency outage: the database stops under a running service', () => {
  let pg: PrivatePostgres;
  let service: TestService;
  let base: string;
  let user: Awaited<ReturnType<typeof signUp>>;
  let socket: Client;
  const socketCloses: number[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    service = await startService({
      DATABASE_URL: pg.url,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WALLET_SECRET: randomBytes(32).toString('hex'),
      // Every token check reads the database, so the outage meets the check itself (with the
      // default cache a token seen in the last seconds passes, and its operation gets the 503).
      SESSION_CACHE_SECONDS: '0',
    });
    base = service.url;
    user = await signUp(base);
    // A socket connected (and authenticated) before the outage.
    socket = socketOf(user.access_token, socketCloses);
    await wsRun(socket, Viewer);
  });

  afterAll(async () => {
    await socket?.dispose();
    await service?.close();
    await pg?.destroy();
  });

  function socketOf(token: string, closes: number[]) {
    return wsClient(base, token, {
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
  }

  /** One operation over the socket: its single result, or the error it ended with. */
  function wsRun<TData>(
    client: Client,
    document: TypedDocumentNode<TData, Record<string, never>>,
  ): Promise<FormattedExecutionResult<TData, unknown> | { failed: unknown }> {
    return new Promise((resolve) => {
      let result: FormattedExecutionResult<TData, unknown> | undefined;
      client.subscribe<TData>(
        { query: print(document) },
        {
          next: (value) => (result = value),
          error: (error) => resolve({ failed: error }),
          complete: () => resolve(result ?? { failed: 'completed without a result' }),
        },
      );
    });
  }

  const signIn = () =>
    call(base, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
  const viewProfile = () =>
    call(base, 'POST', '/account/profile/view', { access_token: user.access_token, user_id: user.user_id });
  const signUpAnother = () =>
    call(base, 'POST', '/account/auth/sign-up', {
      email: `other${Date.now()}@example.com`,
      password: 'correct horse battery',
      passcode: '123456',
    });

  function expectUnavailable(reply: Reply, what: string) {
    expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(503);
    expect(reply.body).toEqual({
      code: 503,
      message: { error: 'SERVICE_UNAVAILABLE', detail: 'the database is unavailable; retry shortly' },
      ref: expect.stringMatching(UUID),
    });
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(reply.headers.get('x-request-id')).toBe(reply.body.ref);
  }

  it('answers 503 / SERVICE_UNAVAILABLE on every door while PostgreSQL is down, then recovers', async () => {
    await pg.stop();

    // REST: an anonymous operation, an authenticated one (the token check itself fails), a write.
    const [signInReply, profileReply, signUpReply] = await Promise.all([signIn(), viewProfile(), signUpAnother()]);
    expectUnavailable(signInReply, 'sign-in');
    expectUnavailable(profileReply, 'profile view');
    expectUnavailable(signUpReply, 'sign-up');

    // GraphQL over HTTP: the context factory cannot authenticate the bearer token.
    const overHttp = await gql(base, Viewer, {}, user.access_token);
    expect(overHttp.status).toBe(200);
    expect(overHttp.body.errors).toHaveLength(1);
    expect(overHttp.body.errors?.[0]).toMatchObject({
      message: 'the database is unavailable; retry shortly',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
    });
    expect(overHttp.headers.get('retry-after')).toBe('5');

    // GraphQL over HTTP without a token: the resolver's own query fails.
    const anonymous = await gql(base, SignIn, {
      input: { email: 'nobody@example.com', password: 'correct horse battery', passcode: '123456' },
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });

    // graphql-ws: the operation fails with the same code (its session cannot be re-checked, so
    // it is refused before it runs: an `error` message), the socket stays open.
    const during = await wsRun(socket, Viewer);
    const errors = 'failed' in during ? (during.failed as Array<{ extensions?: unknown }>) : during.errors;
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    // A new socket cannot have its token checked: closed with 1013 Try Again Later.
    const lateCloses: number[] = [];
    const late = socketOf(user.access_token, lateCloses);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => lateCloses.length > 0 && (clearInterval(check), resolve()), 20);
    });
    expect(lateCloses).toEqual([1013]);
    await late.dispose();

    // PostgreSQL is back: the same requests succeed, with the same running service.
    await pg.start();

    const again = await signIn();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message.access_token).toEqual(expect.any(String));
    const profile = await viewProfile();
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const viewer = await gql(base, Viewer, {}, user.access_token);
    expect(viewer.status).toBe(200);
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer?.id).toEqual(expect.any(String));
    const after = await wsRun(socket, Viewer);
    expect(after).toMatchObject({ data: { viewer: { id: viewer.body.data?.viewer?.id } } });
    expect(socketCloses).toEqual([]); // the socket stayed open through the outage
    expect((await signUpAnother()).status).toBe(200);
  });
});

describe('outageOf / outageError', () => {
  let silent: Server;
  let silentUrl: string;
  let closedPort: number;

  beforeAll(async () => {
    // A node that accepts connections and never answers, and a port nobody listens on.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a failure'),
      (error: unknown) => error,
    );

  it('recognises viem transport failures (refused, timed out, socket refused) as a chain outage', async () => {
    const refused = createPublicClient({
      chain: foundry,
      transport: http(`http://127.0.0.1:${closedPort}`, { retryCount: 0 }),
    });
    expect(outageOf(await failure(refused.getBlockNumber()))).toBe('chain'); // HttpRequestError ← fetch failed ← ECONNREFUSED
    const stalled = createPublicClient({ chain: foundry, transport: http(silentUrl, { retryCount: 0, timeout: 200 }) });
    expect(outageOf(await failure(stalled.getBlockNumber()))).toBe('chain'); // viem TimeoutError
    const socket = createPublicClient({
      chain: foundry,
      transport: webSocket(`ws://127.0.0.1:${closedPort}`, { retryCount: 0, timeout: 2000 }),
    });
    expect(outageOf(await failure(socket.getBlockNumber()))).toBe('chain'); // UnknownRpcError ← ErrorEvent "connect ECONNREFUSED"
  });

  it('recognises the shapes a PostgreSQL outage takes through Prisma and pg', () => {
    // Seen with the server stopped under the service: P1001 / DatabaseNotReachable (above);
    // a query in flight: pg's plain Error; an open transaction's next query; a killed backend.
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new Error('Client has encountered a connection error and is not queryable'))).toBe('database');
    const adapterError = (cause: object) => Object.assign(new Error('x'), { name: 'DriverAdapterError', cause });
    const prismaError = (code: string, cause: object) =>
      Object.assign(new Error('x'), {
        name: 'PrismaClientKnownRequestError',
        code,
        meta: { driverAdapterError: adapterError(cause) },
      });
    expect(outageOf(prismaError('P2010', { kind: 'postgres', originalCode: '57P01', code: '57P01' }))).toBe('database');
    expect(outageOf(prismaError('P1017', { kind: 'ConnectionClosed' }))).toBe('database');
    expect(
      outageOf(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' }),
      ),
    ).toBe('database');
    // Not outages: a constraint, a syntax error, an AppError, a DOMException timeout, anything else.
    expect(outageOf(prismaError('P2002', { kind: 'UniqueConstraintViolation' }))).toBeNull();
    expect(outageOf(prismaError('P2010', { kind: 'postgres', originalCode: '42601', code: '42601' }))).toBeNull();
    expect(outageOf(new AppError('BAD_USER_INPUT', 'no'))).toBeNull();
    expect(outageOf(new DOMException('timed out', 'TimeoutError'))).toBeNull();
    for (const other of [new Error('boom'), 'text', null, undefined, 42]) expect(outageOf(other)).toBeNull();
  });

  it('outageError is SERVICE_UNAVAILABLE with retryAfter, and is recognised itself', () => {
    for (const kind of ['database', 'chain'] as const) {
      const error = outageError(kind);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
      expect(outageOf(error)).toBe(kind);
    }
    expect(outageError('chain').message).toBe('the blockchain node is unavailable; retry shortly');
  });
});
