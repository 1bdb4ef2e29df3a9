import type { ExecutionResult } from 'graphql';
import { WebSocket } from 'ws';

// One serialization of a result for all its receivers. graphql-ws writes every `next` frame as
// JSON.stringify({ id, type, payload }) per receiver, and a shared execution
// (src/realtime/shared.ts) hands the same result object to each of them. So onNext answers a
// stand-in payload whose toJSON leaves a marker in graphql-ws's string, and the socket's send,
// which graphql-ws calls synchronously right after stringifying, puts the result's JSON
// (serialized once) in the marker's place. Receivers whose subscription ids are equal also
// share the frame's bytes. The frame is exactly the one graphql-ws would have written.

// A real `next` payload is an object, so its frame ends in `}}`; only the marker's ends in `"}`.
const MARKER = '\u0000';
const TAIL = `${JSON.stringify(MARKER)}}`;
/** Frames kept as bytes per result, one per distinct subscription id (clients often use "1"). */
const MAX_FRAMES = 16;

// Set by toJSON, read by the send that follows it in the same synchronous step.
let stringified: SharedPayload | null = null;

class SharedPayload {
  readonly json: string;
  private readonly frames = new Map<string, Buffer>();
  constructor(result: ExecutionResult) {
    this.json = JSON.stringify(result);
  }
  toJSON() {
    stringified = this;
    return MARKER;
  }
  frame(head: string): Buffer | string {
    const cached = this.frames.get(head);
    if (cached) return cached;
    const text = `${head}${this.json}}`;
    if (this.frames.size >= MAX_FRAMES) return text;
    const bytes = Buffer.from(text);
    this.frames.set(head, bytes);
    return bytes;
  }
}

const payloads = new WeakMap<ExecutionResult, SharedPayload>();

/**
 * graphql-ws's onNext: the stand-in for a result without errors (the same for every receiver
 * of that result object); results with errors are left to graphql-ws, which formats them.
 */
export function sharedPayload(result: ExecutionResult): object | undefined {
  if (result.errors) return undefined;
  let payload = payloads.get(result);
  if (!payload) {
    payload = new SharedPayload(result);
    payloads.set(result, payload);
  }
  return payload;
}

/** The `next` frame of `result` for subscription `id`, as graphql-ws writes it (serialized once per result). */
export function nextFrame(result: ExecutionResult, id: string): Buffer | string {
  return (sharedPayload(result) as SharedPayload).frame(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
}

type Send = WebSocket['send'];
type Callback = (err?: Error) => void;

/** The server's socket class (WebSocketServer's `WebSocket` option): swaps the marker for the JSON. */
export class FrameSocket extends WebSocket {
  override send(data: Parameters<Send>[0], options?: Parameters<Send>[1] | Callback, cb?: Callback): void {
    const shared = stringified;
    stringified = null;
    const callback = typeof options === 'function' ? options : cb;
    const opts = typeof options === 'function' ? {} : (options ?? {});
    if (shared && typeof data === 'string' && data.endsWith(TAIL)) {
      super.send(shared.frame(data.slice(0, data.length - TAIL.length)), { ...opts, binary: false }, callback);
    } else super.send(data, opts, callback);
  }
}
