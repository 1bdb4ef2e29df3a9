import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxDir } from '../src/mail/mailer.js';

// `npm run mail`: the embedded mailbox (mails the service wrote under DATA_DIR without SMTP_URL).
//   npm run mail            lists them, newest last, numbered
//   npm run mail -- 3       shows mail 3 as text (`last` for the newest)
//   npm run mail -- 3 --html  shows its HTML part
// DATA_DIR as the service reads it (default ./data).

const dir = mailboxDir(process.env.DATA_DIR || './data');

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

async function main() {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const [which, flag] = process.argv.slice(2);
  if (!which) {
    if (files.length === 0) console.log(`no mail in ${dir}`);
    for (const [i, f] of files.entries()) {
      const m = parseMail(await readFile(join(dir, f), 'utf8'));
      console.log(`${String(i + 1).padStart(3)}  ${m.date}  ${m.to}  ${m.subject}`);
    }
    return;
  }
  const index = which === 'last' ? files.length - 1 : Number(which) - 1;
  const file = files[index];
  if (!file) {
    console.error(`no mail ${which} (${files.length} in ${dir})`);
    process.exitCode = 1;
    return;
  }
  const m = parseMail(await readFile(join(dir, file), 'utf8'));
  console.log(`To: ${m.to}\nSubject: ${m.subject}\nDate: ${m.date}\n`);
  console.log(flag === '--html' ? m.html : m.text);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
