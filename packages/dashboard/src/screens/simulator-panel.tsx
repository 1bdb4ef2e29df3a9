import { useCallback, useEffect, useState } from 'preact/hooks';
import { formatMoney, fromMinorUnits } from '@financial-account-service/client';
import { describe, detailOf, http } from '../session.js';

interface Pending {
  transactionId: string;
  provider: string;
  amountMinor: string;
  currency: string;
  state: string;
}

/**
 * The payer's "phone" of the embedded rail simulator (src/http/dev-panel.ts): approve or decline
 * a deposit waiting for approval. Shown only where the service answers /dev/simulator (embedded
 * mode, the simulator running); elsewhere that path is a 404 and the panel stays away.
 */
export function SimulatorPanel({ waiting }: { waiting: number }) {
  const [available, setAvailable] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const load = useCallback(async () => {
    const answer = await http<{ pending: Pending[] }>('/dev/simulator');
    setAvailable(answer.status === 200);
    if (answer.status === 200) setPending(answer.body.pending);
  }, []);

  // Read on mount, and while a deposit waits (its collection reaches the simulator a moment
  // after the deposit is recorded), every second.
  useEffect(() => {
    load().catch((e) => setError(describe(e)));
    if (waiting === 0) return;
    const timer = setInterval(() => void load().catch(() => undefined), 1000);
    return () => clearInterval(timer);
  }, [load, waiting]);

  if (!available) return null;

  const act = async (p: Pending, action: 'approve' | 'decline') => {
    setError(null);
    const answer = await http<{ state: string }>(`/dev/simulator/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId: p.transactionId }),
    });
    if (answer.status !== 200) setError(detailOf(answer));
    else
      setSaid(
        `${action === 'approve' ? 'Approved' : 'Declined'} on the phone: the service hears it from the provider.`,
      );
    await load();
  };

  return (
    <aside class="simulator" aria-labelledby="simulator-title">
      <h3 id="simulator-title">Simulator (embedded mode only)</h3>
      <p class="hint">
        The payer's phone of the built-in mobile-money and bank simulator. It moves no real money; a service with a
        database server (or without the simulator) has no such panel.
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p role="status">{said}</p>
      {pending.length === 0 ? (
        <p>No deposit waits for approval.</p>
      ) : (
        <ul aria-label="Waiting for approval">
          {pending.map((p) => {
            const amount = formatMoney({ amount: fromMinorUnits(BigInt(p.amountMinor)), currency: p.currency });
            return (
              <li key={p.transactionId}>
                <span>
                  {p.provider === 'momo' ? 'Mobile money' : 'Bank'}: collect {amount}
                </span>{' '}
                <button type="button" onClick={() => act(p, 'approve')} aria-label={`Approve ${amount}`}>
                  Approve
                </button>{' '}
                <button
                  type="button"
                  class="secondary"
                  onClick={() => act(p, 'decline')}
                  aria-label={`Decline ${amount}`}
                >
                  Decline
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
