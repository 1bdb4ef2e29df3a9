import { useCallback, useEffect, useState } from 'preact/hooks';
import {
  Accounts,
  type Client,
  formatMoney,
  parseAmountInput,
  PaymentUpdated,
  Payments as PaymentsDoc,
  SendPayment,
  success,
} from '@financial-account-service/client';
import { type Currency, CurrencySelect } from '../currency-select.js';
import { describe } from '../session.js';

type Payment = Awaited<ReturnType<typeof load>>[number];
const load = async (client: Client) =>
  (await client.request(PaymentsDoc, { first: 20 })).viewer?.payments.edges.map((e) => e.node) ?? [];

/** Pay a usertag with the passcode; payments sent and received, their status live. */
export function Payments({ client }: { client: Client }) {
  const [payments, setPayments] = useState<Payment[]>([]);
  const [wallets, setWallets] = useState<Array<{ id: string; label: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    load(client)
      .then(setPayments)
      .catch((e) => setError(describe(e)));
  }, [client]);

  useEffect(() => {
    refresh();
    client
      .request(Accounts)
      .then(({ viewer }) =>
        setWallets(
          (viewer?.identities ?? []).flatMap((i) =>
            i.__typename === 'CryptoIdentity' ? [{ id: i.id, label: i.publicAddress }] : [],
          ),
        ),
      )
      .catch((e) => setError(describe(e)));
    return client.subscribe(
      PaymentUpdated,
      {},
      {
        next: ({ paymentUpdated: p }) => setPayments((list) => [p, ...list.filter((x) => x.id !== p.id)]),
        error: (e) => setError(describe(e)),
      },
    );
  }, [client, refresh]);

  const pay = async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const form = new FormData(formElement);
    setError(null);
    setBusy(true);
    try {
      const answer = await client.request(
        SendPayment,
        {
          input: {
            recipient: { usertag: String(form.get('usertag')).trim() },
            amount: parseAmountInput(String(form.get('amount'))),
            currency: String(form.get('currency')) as Currency,
            fromWallet: String(form.get('wallet')) || undefined,
            note: String(form.get('note')) || undefined,
            passcode: String(form.get('passcode')),
          },
        },
        { idempotencyKey: crypto.randomUUID() },
      );
      success(answer.sendPayment, 'SendPaymentSuccess');
      formElement.reset();
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Payments</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <form onSubmit={pay}>
        <label>
          Recipient usertag
          <input name="usertag" required autocomplete="off" />
        </label>
        <label>
          Amount
          <input name="amount" inputMode="decimal" required />
        </label>
        <CurrencySelect />
        <label>
          From wallet
          <select name="wallet">
            <option value="">Primary wallet</option>
            {wallets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (optional)
          <input name="note" maxLength={140} />
        </label>
        <label>
          Passcode
          <input name="passcode" type="password" inputMode="numeric" required autocomplete="off" />
        </label>
        <button type="submit" disabled={busy}>
          Pay
        </button>
      </form>
      <table aria-label="Payments sent and received">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Direction</th>
            <th scope="col">Who</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{new Date(p.createdAt).toLocaleString()}</td>
              <td>{p.direction === 'SENT' ? 'Sent' : 'Received'}</td>
              <td>{p.counterpartyUsertag ?? p.recipient}</td>
              <td>{formatMoney(p.direction === 'SENT' ? p.amount : p.receiveAmount)}</td>
              <td data-testid="payment-status">{p.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
