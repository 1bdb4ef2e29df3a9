import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/mailer.js';
import { templates } from '../../src/mail/templates.js';

// An SMTP server that accepts the connection and never says a word: the mailer's time-outs must
// bound how long it holds the queue (nodemailer's own defaults would wait 30 s for the greeting,
// then 10 minutes of silence).
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
silent.listen(0, '127.0.0.1');
await once(silent, 'listening');
const port = (silent.address() as { port: number }).port;
afterAll(() => {
  for (const s of sockets) s.destroy();
  silent.close();
});

describe('mailer over SMTP', () => {
  it('gives up on a server that never greets within its greeting time-out, logs the kind and not the body', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'service@example.com',
      dataDir: tmpdir(),
      logger,
      retryDelaysMs: [],
      timeoutsMs: { connection: 500, greeting: 500, socket: 500 },
    });
    mailer.send(templates.passwordReset('someone@example.com', 'the-single-use-code', 30));
    await mailer.idle();
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [fields, message] = logger.error.mock.calls[0];
    expect(message).toBe('mail not delivered');
    expect(fields).toMatchObject({ mail: 'password-reset', attempts: 1 });
    expect(JSON.stringify(fields)).not.toContain('the-single-use-code');
    await mailer.stop();
  }, 10_000);
});
