import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the route handlers see it: parsed path, headers, and the raw and JSON body. */
export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  json: unknown;
}

/** What a handler answers; the server writes it (or holds or loses it under a fault). */
export interface SimResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const MAX_BODY = 1 << 20;

export async function readRequest(req: IncomingMessage): Promise<SimRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const rawBody = Buffer.concat(chunks).toString('utf8');
  let json: unknown;
  try {
    json = rawBody ? JSON.parse(rawBody) : undefined;
  } catch {
    json = undefined;
  }
  const url = new URL(req.url ?? '/', 'http://sim');
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    rawBody,
    json,
  };
}

export function write(res: ServerResponse, answer: SimResponse) {
  if (res.writableEnded || res.destroyed) return;
  const headers: Record<string, string> = { ...answer.headers };
  let body = '';
  if (answer.body !== undefined) {
    headers['content-type'] ??= 'application/json; charset=utf-8';
    body = JSON.stringify(answer.body);
  }
  res.writeHead(answer.status, headers);
  res.end(body);
}

export function header(req: SimRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
