import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxDir } from '../src/mail/mailer.js';
import { parseMail } from '../src/mail/mailbox.js';

// `npm run mail`: the embedded mailbox (mails the service wrote under DATA_DIR without SMTP_URL).
//   npm run mail            lists them, newest last, numbered
//   npm run mail -- 3       shows mail 3 as text (`last` for the newest)
//   npm run mail -- 3 --html  shows its HTML part
// DATA_DIR as the service reads it (default ./data).

const dir = mailboxDir(process.env.DATA_DIR || './data');

export { parseMail };

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
