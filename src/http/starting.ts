import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorResponse } from './envelope.js';

// The port is bound before the application is loaded (src/main.ts): a port in use is reported at
// once, and while the service starts (migrations, chain, contracts: seconds to a minute on a
// first run) it already answers. /healthz is 200 (the process is alive), /readyz 503 `starting`
// (send no traffic yet), anything else 503 in the REST envelope with Retry-After. createApp then
// takes the same server over (src/app.ts). Nothing of the application is imported here (main.ts
// imports this first): node built-ins and the envelope's few lines only.

const RETRY_AFTER_SECONDS = 5;

function starting(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  if (path === '/healthz') return send(200, { status: 'ok' });
  if (path === '/readyz') return send(503, { status: 'starting', checks: {} });
  const ref = randomUUID();
  const refusal = errorResponse(
    { code: 'SERVICE_UNAVAILABLE', detail: 'the service is starting; retry shortly', retryAfter: RETRY_AFTER_SECONDS },
    ref,
  );
  send(refusal.status, refusal.body, { ...refusal.headers, 'x-request-id': ref });
}

/**
 * Listens on `port` with the start-up answers; resolves the server, or a sentence saying why the
 * port cannot be used (in use, or privileged).
 */
export function listenWhileStarting(port: number, host: string): Promise<Server | string> {
  return new Promise((resolve, reject) => {
    const server = createServer(starting);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve(`PORT ${port} on ${host} is already in use; stop what listens there or set PORT to a free port`);
      else if (error.code === 'EACCES')
        resolve(`PORT ${port} on ${host} needs privileges this process does not have; set PORT to 1024 or above`);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/** The URL a listening server answers on. */
export function serverUrl(server: Server, host: string): string {
  const address = server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : ''}`;
}
