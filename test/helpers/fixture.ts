import { afterAll, beforeAll } from 'vitest';
import { startService, type StartOptions, type TestService } from './service.js';

/**
 * The shared fixture of the product tier: starts the whole service (test/helpers/service.ts) before
 * the tests of the file, or of the describe block it is called in, on a copy of the run's
 * template, and stops it and removes its data after them. Returns the running service; read it
 * in tests and hooks (before the start it throws). Hooks the file registers after this call run
 * after the start and, for afterAll, before the stop (vitest's default hook order, 'stack').
 * `restart()` replaces the running service in place: the returned object follows it.
 */
export function useService(
  env: Record<string, string> = {},
  options: StartOptions & { fresh?: boolean } = {},
): TestService {
  let current: TestService | undefined;
  beforeAll(async () => {
    current = await startService(env, options);
  });
  afterAll(async () => {
    const svc = current;
    current = undefined;
    await svc?.close();
  });
  const fixture: TestService = new Proxy({} as TestService, {
    get(_target, key) {
      if (key === 'restart') {
        return async () => {
          if (!current) throw new Error('useService: the service is not running');
          current = await current.restart();
          return fixture;
        };
      }
      if (!current) throw new Error(`useService: the service is not running (read ${String(key)} in a test or a hook)`);
      const value = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return fixture;
}
