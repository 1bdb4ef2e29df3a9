import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { Mail } from './templates.js';

// E-mail delivery (docs/accounts.md "E-mail"). With SMTP_URL, mails go through nodemailer over
// SMTP; without it (the embedded default), each mail is written as an .eml file to the mailbox
// folder under DATA_DIR, read by `npm run mail`.
//
// Sending never blocks nor fails the request that asked for it: `send` puts the mail on an
// in-memory queue and returns. One worker delivers the queue in order; a delivery that fails
// (server down, refused, timed out) is tried again after 1 s, 2 s, 4 s, 8 s, then dropped with an
// error log naming the mail's kind (never its body: it may hold a single-use code). The guarantee is
// best effort: a mail still queued when the process stops or crashes is lost, and the user asks
// again (resend a verification, request another reset), which the flows allow.

/** Where the embedded mailbox lives under DATA_DIR. */
export const mailboxDir = (dataDir: string) => join(dataDir, 'mailbox');

export interface MailerOptions {
  /** SMTP_URL (smtp:// or smtps://, credentials in it); unset: the local mailbox. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from: string;
  dataDir: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Delays between attempts, in ms (tests shorten them). */
  retryDelaysMs?: number[];
  /** SMTP time-outs in ms (tests shorten them): to connect, for the greeting, of silence. */
  timeoutsMs?: { connection: number; greeting: number; socket: number };
}

// A slow server holds the queue, never a request; these bound how long.
const TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];
/** Mails waiting at most; past it new ones are dropped with an error log (a flood must not eat memory). */
const MAX_QUEUED = 10_000;

export interface Mailer {
  /** Queues a mail; returns at once (delivery is best effort, see above). */
  send(mail: Mail): void;
  /** Resolves when the queue is empty and nothing is being delivered (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking mails and waits for the one being delivered, at most `waitMs`. */
  stop(waitMs?: number): Promise<void>;
  readonly kind: 'smtp' | 'mailbox';
}

export function createMailer(o: MailerOptions): Mailer {
  const delays = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  const mailbox = mailboxDir(o.dataDir);
  const timeouts = o.timeoutsMs ?? TIMEOUTS_MS;
  // The URL inside the options object: given as a string, createTransport's second argument is
  // message defaults, and time-outs put there would be ignored.
  const transport: Transporter = o.smtpUrl
    ? nodemailer.createTransport({
        url: o.smtpUrl,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(mail: Mail) {
    const message = { from: o.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    const info = await transport.sendMail(message);
    if (!o.smtpUrl) {
      await mkdir(mailbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(mailbox, name), (info as { message: Buffer }).message);
    }
  }

  const queue: Array<{ mail: Mail; attempt: number }> = [];
  let running: Promise<void> | null = null;
  let stopped = false;
  let waiters: Array<() => void> = [];
  const timers = new Set<NodeJS.Timeout>();

  function settle() {
    if (running || queue.length > 0 || timers.size > 0) return;
    const ws = waiters;
    waiters = [];
    for (const w of ws) w();
  }

  function pump() {
    if (running || stopped) return settle();
    const next = queue.shift();
    if (!next) return settle();
    running = (async () => {
      try {
        await deliver(next.mail);
      } catch (error) {
        const delay = delays[next.attempt];
        if (delay === undefined || stopped) {
          o.logger.error({ err: error, mail: next.mail.kind, attempts: next.attempt + 1 }, 'mail not delivered');
        } else {
          o.logger.warn(
            { err: error, mail: next.mail.kind, attempt: next.attempt + 1 },
            'mail delivery failed; retrying',
          );
          const timer = setTimeout(() => {
            timers.delete(timer);
            queue.push({ mail: next.mail, attempt: next.attempt + 1 });
            pump();
          }, delay);
          timer.unref();
          timers.add(timer);
        }
      }
    })().finally(() => {
      running = null;
      pump();
    });
  }

  return {
    kind: o.smtpUrl ? 'smtp' : 'mailbox',
    send(mail) {
      if (stopped) {
        o.logger.warn({ mail: mail.kind }, 'mail not sent: the service is stopping');
        return;
      }
      if (queue.length >= MAX_QUEUED) {
        o.logger.error({ mail: mail.kind }, 'mail dropped: the queue is full');
        return;
      }
      queue.push({ mail, attempt: 0 });
      pump();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async stop(waitMs = 5_000) {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      if (queue.length > 0) o.logger.warn({ mails: queue.length }, 'mails not sent: the service stopped');
      queue.length = 0;
      if (running) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
        clearTimeout(timer);
      }
      transport.close();
      settle();
    },
  };
}
