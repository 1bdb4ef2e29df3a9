import { createCipheriv, createDecipheriv, randomBytes, createHash } from 'node:crypto';

// AES-256-GCM envelopes for data at rest: "v1.<keyId>.<iv>.<ciphertext>.<tag>" (base64url).
// The key id names which key sealed a value so that keys can be rotated: the current key
// seals, every known key opens.

export interface Keyring {
  seal(plaintext: string): string;
  open(envelope: string): string;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createKeyring(currentHex: string, previousHex: string[] = []): Keyring {
  const current = Buffer.from(currentHex, 'hex');
  if (current.length !== 32) throw new Error('encryption key must be 32 bytes');
  const keys = new Map([current, ...previousHex.map((h) => Buffer.from(h, 'hex'))].map((k) => [keyIdOf(k), k]));
  const currentId = keyIdOf(current);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        currentId,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(envelope) {
      const [version, keyId, iv, body, tag] = envelope.split('.');
      const key = keys.get(keyId);
      if (version !== 'v1' || !key) throw new Error('unknown encryption envelope or key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
