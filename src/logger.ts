import { pino, type Logger } from 'pino';

export type { Logger };

// Any field that could carry a secret is removed wherever it appears in a log object.
const SECRET_KEYS = [
  'access_token',
  'accessToken',
  'authorization',
  'Authorization',
  'token',
  'password',
  'passcode',
  'current_passcode',
  'updated_passcode',
  'currentPasscode',
  'newPasscode',
  'private_key',
  'privateKey',
  'mnemonic',
  'gov_id_number',
  'governmentIdNumber',
  'entropy',
  'cookie',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`), ...SECRET_KEYS.map((k) => `*.*.${k}`)],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
