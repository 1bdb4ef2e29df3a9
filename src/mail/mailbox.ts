import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Reading the embedded mailbox (the .eml files src/mail/mailer.ts writes under DATA_DIR without
// SMTP_URL): `npm run mail` (scripts/mail.ts) and the dashboard's developer panel
// (src/http/dev-panel.ts) show them.

function decodeQuotedPrintable(s: string) {
  return Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The decoded headers and text parts of an .eml as nodemailer writes it. */
export function parseMail(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  const body = rest.join('\n\n');
  const part = (type: string) => {
    const m = body.match(
      new RegExp(
        `Content-Type: ${type}[^\\n]*\\n(?:[^\\n]+\\n)*?Content-Transfer-Encoding: (\\S+)\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n--`,
        'i',
      ),
    );
    if (!m) return '';
    const [, encoding, content] = m;
    if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(content);
    if (encoding.toLowerCase() === 'base64') return Buffer.from(content, 'base64').toString('utf8');
    return content;
  };
  const decodeWord = (v = '') =>
    v.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
  return {
    to: headers.get('to') ?? '',
    subject: decodeWord(headers.get('subject')),
    date: headers.get('date') ?? '',
    text: part('text/plain'),
    html: part('text/html'),
  };
}

export type ParsedMail = ReturnType<typeof parseMail>;

/** The mails of the mailbox sent to `to` (every mail without it), newest first, at most `limit`. */
export async function readMailbox(dir: string, to?: string, limit = 20): Promise<ParsedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const out: ParsedMail[] = [];
  const want = to?.toLowerCase();
  for (const f of files) {
    const m = parseMail(await readFile(join(dir, f), 'utf8'));
    if (want && !m.to.toLowerCase().includes(want)) continue;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}
