// At most `max` places held at once per key (an account's subscriptions, its sockets, an address's sockets): take()
// answers how to give the place back (a function that only counts once), or null when the key
// holds `max` already. Per process: each instance counts what it holds itself.

export function createQuota<K>(max: number) {
  const held = new Map<K, number>();
  return {
    take(key: K): (() => void) | null {
      const n = held.get(key) ?? 0;
      if (n >= max) return null;
      held.set(key, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      };
    },
  };
}
