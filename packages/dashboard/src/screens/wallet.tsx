import { useCallback, useEffect, useState } from 'preact/hooks';
import {
  BurnStablecoin,
  type Client,
  CreateWallet,
  formatMoney,
  MintStablecoin,
  parseAmountInput,
  PaymentUpdated,
  StablecoinTransactionUpdated,
  success,
  WalletOverview,
} from '@financial-account-service/client';
import { entropy } from '../entropy.js';
import { describe } from '../session.js';
import { SimulatorPanel } from './simulator-panel.js';

type Overview = NonNullable<Awaited<ReturnType<typeof load>>>;
type Transaction = Overview['stablecoinTransactions']['edges'][number]['node'];

const load = async (client: Client) => (await client.request(WalletOverview)).viewer;

/** Balances, a deposit whose status changes live, and the history of deposits and withdrawals. */
export function Wallet({ client }: { client: Client }) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [transactions, setTransactions] = useState<Transaction[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const viewer = await load(client);
    if (!viewer) return;
    setOverview(viewer);
    setTransactions(viewer.stablecoinTransactions.edges.map((e) => e.node));
  }, [client]);

  useEffect(() => {
    refresh().catch((e) => setError(describe(e)));
    const stopTransactions = client.subscribe(
      StablecoinTransactionUpdated,
      {},
      {
        next: ({ stablecoinTransactionUpdated: t }) => {
          setTransactions((list) => [t, ...list.filter((x) => x.id !== t.id)]);
          if (t.status === 'CONFIRMED') void refresh();
        },
        error: (e) => setError(describe(e)),
      },
    );
    // A payment sent or received moves the balances (and a first one received makes the wallet).
    const stopPayments = client.subscribe(
      PaymentUpdated,
      {},
      {
        next: ({ paymentUpdated: p }) => {
          if (p.status === 'CONFIRMED' || p.status === 'FAILED') void refresh();
        },
        error: (e) => setError(describe(e)),
      },
    );
    return () => {
      stopTransactions();
      stopPayments();
    };
  }, [client, refresh]);

  /** Makes the primary wallet (with the default tokens): then its balances show, and deposits can go to it. */
  const createWallet = async () => {
    setError(null);
    setBusy(true);
    try {
      const answer = await client.request(CreateWallet, { input: { entropy: entropy(), tokenSymbols: [] } });
      success(answer.createWallet, 'CreateWalletSuccess');
      await refresh();
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  /** A deposit (mint) or a withdrawal (burn), by the button pressed; its status then changes live. */
  const move = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const withdraw = (event.submitter as HTMLButtonElement | null)?.value === 'withdraw';
    setError(null);
    let amount: string;
    try {
      amount = parseAmountInput(String(form.get('amount')));
    } catch (e) {
      setError(describe(e));
      return;
    }
    const input = { fiatAccountId: String(form.get('fiat')), networkAccountId: String(form.get('wallet')), amount };
    const once = { idempotencyKey: crypto.randomUUID() };
    setBusy(true);
    try {
      if (withdraw)
        success((await client.request(BurnStablecoin, { input }, once)).burnStablecoin, 'BurnStablecoinSuccess');
      else success((await client.request(MintStablecoin, { input }, once)).mintStablecoin, 'MintStablecoinSuccess');
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  const waiting = transactions.filter((t) => t.status === 'AWAITING_DEPOSIT');
  const identities = overview?.identities ?? [];
  const fiat = identities.filter((i) => i.__typename === 'MobileMoneyIdentity' || i.__typename === 'BankIdentity');
  // The primary wallet first: its balances are the ones shown above.
  const wallets = identities
    .filter((i) => i.__typename === 'CryptoIdentity')
    .sort((a, b) => Number(b.id === overview?.wallet?.identityId) - Number(a.id === overview?.wallet?.identityId));

  return (
    <section aria-labelledby="wallet-title">
      <h2 id="wallet-title">Wallet</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <h3>Balances</h3>
      {overview?.wallet ? (
        <>
          <ul aria-label="Balances">
            {overview.wallet.tokens.map((t) => (
              <li key={t.symbol}>{formatMoney({ amount: t.balance, currency: t.symbol })}</li>
            ))}
          </ul>
          <p>
            Address: <code data-testid="wallet-address">{overview.wallet.address}</code>
          </p>
        </>
      ) : overview ? (
        <>
          <p>You have no wallet yet. Create it to deposit; a payment you receive before then makes it for you.</p>
          <button type="button" onClick={createWallet} disabled={busy}>
            Create wallet
          </button>
        </>
      ) : null}
      <h3>Deposit or withdraw</h3>
      {fiat.length === 0 || wallets.length === 0 ? (
        <p>
          {fiat.length === 0 ? (
            <>
              Link a mobile-money or bank account first, in <a href="#accounts">Accounts and channels</a>.{' '}
            </>
          ) : null}
          {wallets.length === 0 ? 'Create your wallet first (above).' : null}
        </p>
      ) : (
        <form onSubmit={move}>
          <label>
            Mobile-money or bank account
            <select name="fiat">
              {fiat.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.__typename === 'MobileMoneyIdentity'
                    ? `${i.providerName} ${i.phoneNumber}`
                    : i.__typename === 'BankIdentity'
                      ? i.bankName
                      : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Wallet
            <select name="wallet">
              {wallets.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.__typename === 'CryptoIdentity' ? i.publicAddress : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Amount
            <input name="amount" inputMode="decimal" required placeholder="1,250.00" />
          </label>
          <div class="buttons">
            <button type="submit" value="deposit" disabled={busy}>
              Deposit
            </button>
            <button type="submit" value="withdraw" disabled={busy}>
              Withdraw
            </button>
          </div>
        </form>
      )}
      {/* A deposit through a provider waits for the payer: said in words, live. */}
      <div aria-live="polite">
        {waiting.map((t) => (
          <p key={t.id} class="waiting" data-testid="waiting">
            Deposit of {formatMoney(t.fiatAmount)}: waiting for approval on your phone.
          </p>
        ))}
      </div>
      <SimulatorPanel waiting={waiting.length} />
      {/* The balances also move with payments: this table alone would not explain them. */}
      <h3>Deposits and withdrawals</h3>
      <p>
        Payments you sent and received are under <a href="#payments">Payments</a>.
      </p>
      <table aria-label="Deposits and withdrawals">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Operation</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {transactions.map((t) => (
            <tr key={t.id}>
              <td>{new Date(t.createdAt).toLocaleString()}</td>
              <td>{t.direction === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</td>
              <td>{formatMoney(t.fiatAmount)}</td>
              <td data-testid="status">{t.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
