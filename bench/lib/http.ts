// Minimal clients for seeding and checks (the load itself comes from autocannon and ws).

export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

/** Runs a GraphQL operation; throws on errors. */
export async function op<T = any>(
  base: string,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const res = await post(base, '/graphql', { query, variables }, token ? { authorization: `Bearer ${token}` } : {});
  if (res.status !== 200 || res.body?.errors)
    throw new Error(`${query.trim().slice(0, 60)}…: ${res.status} ${res.text.slice(0, 500)}`);
  return res.body.data as T;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}
