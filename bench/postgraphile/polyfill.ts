// PostGraphile 5 declares Node 22 and calls Promise.withResolvers (Node 22+). On Node 20 this
// stand-in (the spec's behaviour) lets it run; server.ts reports whether it was needed, and the
// bench prints that.

export const polyfilled = typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function';

if (polyfilled) {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(this: PromiseConstructor) {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new this<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
