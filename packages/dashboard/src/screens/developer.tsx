import { useCallback, useEffect, useState } from 'preact/hooks';
import { detailOf, http } from '../session.js';

export interface Mail {
  to: string;
  subject: string;
  date: string;
  text: string;
}

/** Whether the service has the local mailbox (embedded mode without SMTP_URL): the Developer screen shows then. */
export async function mailboxAvailable() {
  return (await http('/dev/mailbox')).status === 200;
}

/** The developer panel (embedded mode only): the mails the service wrote to your address. */
export function Developer() {
  const [mails, setMails] = useState<Mail[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    const answer = await http<{ mails: Mail[] }>('/dev/mailbox');
    if (answer.status === 200) setMails(answer.body.mails);
    else setError(detailOf(answer));
  }, []);
  useEffect(() => void load(), [load]);

  return (
    <section aria-labelledby="developer-title">
      <h2 id="developer-title">Developer (embedded mode only)</h2>
      <p class="hint">
        Without SMTP_URL the service writes its mails to a mailbox under DATA_DIR (also `npm run mail`). Here are the
        ones sent to your address, newest first. The rail simulator's payer is on the Wallet screen.
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <button type="button" onClick={() => void load()}>
        Check for new mail
      </button>
      <ol class="mailbox" aria-label="Mailbox">
        {mails.map((m) => (
          <li key={`${m.date}${m.subject}`}>
            <h3>{m.subject}</h3>
            <p class="hint">
              To {m.to}, {m.date}
            </p>
            <pre>{m.text}</pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
