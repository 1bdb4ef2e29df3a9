// One bounded reader of a request's body for every route that reads one itself (src/rest/router.ts,
// ./rails-callback.ts, src/modules/conversation/attachment-routes.ts): at most `max` bytes are kept; a body declared or
// found larger is refused (null) without being held in memory. What happens to the rest: 'drain'
// reads it to the end unkept (the connection stays usable and the client sees the 413 the caller
// answers), 'cancel' stops reading at once (a large upload is not received for nothing).

export async function readBoundedBody(
  request: Request,
  max: number,
  rest: 'drain' | 'cancel' = 'cancel',
): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) {
    if (rest === 'drain') void request.body?.pipeTo(new WritableStream()).catch(() => {});
    return null;
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) {
      if (rest === 'drain')
        void (async () => {
          while (!(await reader.read()).done) {}
        })().catch(() => {});
      else await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}
