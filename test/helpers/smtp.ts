import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseMail } from '../../scripts/mail.js';

export interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server (smtp-server) in the test process; `env.SMTP_URL` points at it once it
 * listens. Register it before `useService(env)` so its beforeAll runs first.
 */
export function useSmtp() {
  const inbox: Received[] = [];
  const env: Record<string, string> = {};
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          inbox.push({ ...parseMail(raw), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The mails to `to` whose subject matches, once at least `count` arrived. */
  async function mails(to: string, subject: RegExp, count = 1) {
    const find = () => inbox.filter((m) => m.to.includes(to) && subject.test(m.subject));
    await expect.poll(() => find().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return find();
  }
  /** The single-use code of the latest such mail. */
  async function code(to: string, subject: RegExp, count = 1) {
    const list = await mails(to, subject, count);
    const found = list[list.length - 1].text.match(/^ {4}([A-Za-z0-9_-]{43})$/m);
    if (!found) throw new Error(`no code in ${list[list.length - 1].text}`);
    return found[1];
  }
  return { env, inbox, mails, code };
}
