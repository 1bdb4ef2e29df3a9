import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

// One HTTP POST of a webhook: to the address the SSRF guard checked (the request's lookup answers
// with it, so the name is not resolved again), 10 s for the whole exchange, redirects never
// followed (a 3xx is an answer like any other, and not a success), the answer read up to a bound.

export const TIMEOUT_MS = 10_000;
/** How much of the answer is kept (and read): 1 KiB. */
export const ANSWER_BYTES = 1024;

export interface PostResult {
  statusCode: number | null;
  latencyMs: number;
  body: string;
  error: string | null;
}

export function post(
  target: { url: URL; address: string; family: number },
  headers: Record<string, string>,
  body: string,
): Promise<PostResult> {
  const started = performance.now();
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        headers: { 'content-type': 'application/json', 'user-agent': 'fas-webhooks/1', ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            statusCode: res.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8'),
            error: null,
          });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, body: '', error: `no answer within ${TIMEOUT_MS / 1000} s` });
      req.destroy();
    }, TIMEOUT_MS);
    req.on('error', (error) => finish({ statusCode: null, body: '', error: error.message.slice(0, 200) }));
    req.end(body);
  });
}
