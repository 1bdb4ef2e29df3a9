import http from 'node:http';
import https from 'node:https';

// The `fetch` viem's http transport calls for JSON-RPC, over node:http with keep-alive sockets.
// The global fetch (undici) builds a Request, a body stream and a response stream per call and
// writes the headers and the body separately: on the money engine's hot path (several calls per
// payment) that cost more CPU than the JSON-RPC itself. This answers only what viem reads of a
// response (ok, status, statusText, headers.get, text) and honours the abort signal viem's
// timeout fires, so timeouts, refused connections and outages surface as before (viem wraps
// every error in HttpRequestError or TimeoutError).

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The largest response read (viem's own default limit). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export function rpcFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const client = url.protocol === 'https:' ? https : http;
  const signal = init.signal ?? undefined;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const req = client.request(
      url,
      {
        method: init.method ?? 'POST',
        headers: init.headers as Record<string, string>,
        agent: agents[url.protocol as keyof typeof agents],
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) req.destroy(new Error(`JSON-RPC response larger than ${MAX_BODY_BYTES} bytes`));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: res.statusMessage ?? '',
            headers: new Headers(res.headers as Record<string, string>),
            body: null,
            text: async () => text,
          } as unknown as Response);
        });
      },
    );
    const abort = () => req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', abort, { once: true });
    req.on('close', () => signal?.removeEventListener('abort', abort));
    req.on('error', reject);
    req.end(typeof init.body === 'string' ? init.body : undefined);
  });
}
