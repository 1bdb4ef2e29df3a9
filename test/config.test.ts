import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv, ConfigError } from '../src/config.js';

describe('configuration', () => {
  it('has the embedded defaults', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: './data',
      logLevel: 'info',
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ENCRYPTION_KEY: 'abc' }, 'ENCRYPTION_KEY'],
    [{ CHAIN_RPC_URL: 'http://127.0.0.1:8545' }, 'CHAIN_OPERATOR_KEY'],
    [{ MAX_FUNDING_AMOUNT: '1.234' }, 'MAX_FUNDING_AMOUNT'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example.com/' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'CORS_ORIGINS'],
    [{ PASSWORD_HASH_MEMORY_KIB: '8192' }, 'PASSWORD_HASH_MEMORY_KIB'],
    [{ NODE_ENV: 'production', PASSWORD_HASH_ITERATIONS: '1' }, 'PASSWORD_HASH_MEMORY_KIB'],
  ])('refuses %j with one line naming %s', (env, name) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    try {
      configFromEnv(env);
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it("hashes passwords at OWASP's argon2id minimum by default; cheaper only under NODE_ENV=test, dearer anywhere", () => {
    expect(configFromEnv({}).passwordHashing).toEqual({ memoryKiB: 19456, iterations: 2 });
    expect(
      configFromEnv({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' })
        .passwordHashing,
    ).toEqual({
      memoryKiB: 1024,
      iterations: 1,
    });
    expect(configFromEnv({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).passwordHashing).toEqual(
      {
        memoryKiB: 65536,
        iterations: 3,
      },
    );
  });

  it('reads CORS_ORIGINS as exact origins, none by default', () => {
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(configFromEnv({ CORS_ORIGINS: 'https://App.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ PORT: '80.5' }, 'PORT must be a whole number'],
    [{ PORT: '-1' }, 'PORT must be at least 0'],
  ])('says what %j must be, in words', (env, sentence) => {
    expect(() => configFromEnv(env)).toThrow(`Invalid configuration: ${sentence}`);
  });

  it('npm start with a bad value exits with that one line', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(2);
    expect(res.stderr.trim().split('\n').at(-1)).toMatch(/^Invalid configuration: PORT /);
  });
});
