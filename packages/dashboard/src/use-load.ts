import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Client } from '@financial-account-service/client';
import { describe } from './session.js';

/**
 * What a screen shows, read with `load` on mount and again after each change; `attempt` runs a
 * change (a mutation), shows its error in words, and reads the data again when it succeeded.
 */
export function useLoad<T>(client: Client, load: (client: Client) => Promise<T>, initial: T) {
  const [data, setData] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    load(client)
      .then(setData)
      .catch((e) => setError(describe(e)));
  }, [client, load]);
  useEffect(refresh, [refresh]);

  const attempt = async (change: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await change();
      refresh();
      return true;
    } catch (e) {
      setError(describe(e));
      return false;
    }
  };
  return { data, error, attempt };
}
