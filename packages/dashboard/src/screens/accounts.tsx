import {
  Accounts as AccountsDoc,
  type Client,
  CreateChannel,
  DeleteChannel,
  DeleteIdentity,
  LinkIdentity,
  success,
} from '@financial-account-service/client';
import { type Currency, CurrencySelect } from '../currency-select.js';
import { useLoad } from '../use-load.js';

type Overview = NonNullable<Awaited<ReturnType<typeof load>>>;
type Identity = Overview['identities'][number];
const load = async (client: Client) => (await client.request(AccountsDoc)).viewer;

function label(i: Identity): string {
  switch (i.__typename) {
    case 'MobileMoneyIdentity':
      return `Mobile money: ${i.providerName} ${i.phoneNumber}`;
    case 'BankIdentity':
      return `Bank: ${i.bankName}`;
    case 'CryptoIdentity':
      return `Wallet: ${i.publicAddress}${i.isPrimaryWallet ? ' (primary)' : ''}`;
    default:
      return `Government ID ending ${i.__typename === 'GovernmentIdIdentity' ? (i.governmentIdNumberLast4 ?? '') : ''}`;
  }
}

/** Linked accounts (mobile money, bank, wallets, ID) and the channels that route to them. */
export function Accounts({ client }: { client: Client }) {
  const { data: overview, error, attempt } = useLoad(client, load, null as Overview | null);

  /** Runs a mutation from a form; the form is cleared when it succeeded. */
  const submit = (run: (form: FormData) => Promise<unknown>) => async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (await attempt(() => run(new FormData(formElement)))) formElement.reset();
  };
  const value = (form: FormData, name: string) => String(form.get(name) ?? '');

  const linkMobileMoney = submit(async (form) => {
    const input = {
      mobileMoney: {
        providerName: value(form, 'provider'),
        phoneNumber: value(form, 'phone'),
        currency: value(form, 'currency') as Currency,
      },
    };
    success((await client.request(LinkIdentity, { input })).linkIdentity, 'LinkIdentitySuccess');
  });
  const linkBank = submit(async (form) => {
    const input = {
      bank: {
        bankName: value(form, 'bank'),
        bankAccountNumber: value(form, 'account'),
        bankSortCode: value(form, 'sortCode'),
        currency: value(form, 'currency') as Currency,
      },
    };
    success((await client.request(LinkIdentity, { input })).linkIdentity, 'LinkIdentitySuccess');
  });
  const newChannel = submit(async (form) => {
    const input = {
      routeName: value(form, 'routeName'),
      linkedAccountId: value(form, 'account'),
      aliasId: value(form, 'alias') || null,
    };
    success((await client.request(CreateChannel, { input })).createChannel, 'CreateChannelSuccess');
  });
  const remove = (run: () => Promise<{ __typename?: string }>, typename: string) =>
    attempt(async () => success(await run(), typename));

  const identities = overview?.identities ?? [];
  const routable = identities.filter((i) => i.__typename !== 'GovernmentIdIdentity');
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">Accounts and channels</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <h3>Linked accounts</h3>
      <ul aria-label="Linked accounts">
        {identities.map((i) => (
          <li key={i.id}>
            {label(i)}{' '}
            <button
              type="button"
              aria-label={`Remove ${label(i)}`}
              onClick={() =>
                remove(
                  async () =>
                    (await client.request(DeleteIdentity, { input: { id: i.id, kind: i.kind } })).deleteIdentity,
                  'DeleteIdentitySuccess',
                )
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div class="columns-2">
        <form onSubmit={linkMobileMoney} aria-labelledby="link-mmo">
          <h4 id="link-mmo">Link a mobile-money account</h4>
          <label>
            Provider
            <input name="provider" required placeholder="MTN MoMo" />
          </label>
          <label>
            Phone number
            <input name="phone" type="tel" required placeholder="+233241234567" />
          </label>
          <CurrencySelect />
          <button type="submit">Link mobile money</button>
        </form>
        <form onSubmit={linkBank} aria-labelledby="link-bank">
          <h4 id="link-bank">Link a bank account</h4>
          <label>
            Bank
            <input name="bank" required />
          </label>
          <label>
            Account number
            <input name="account" required />
          </label>
          <label>
            Sort code
            <input name="sortCode" required />
          </label>
          <CurrencySelect />
          <button type="submit">Link bank account</button>
        </form>
      </div>
      <h3>Channels</h3>
      <ul aria-label="Channels">
        {overview?.channels.map((c) => (
          <li key={c.id}>
            <strong>{c.routeName}</strong> → {label(identities.find((i) => i.id === c.linkedAccountId) ?? routable[0])}
            {c.alias ? ` (alias ${c.alias.alias})` : ''}{' '}
            <button
              type="button"
              aria-label={`Delete channel ${c.routeName}`}
              onClick={() =>
                remove(
                  async () => (await client.request(DeleteChannel, { input: { id: c.id } })).deleteChannel,
                  'DeleteChannelSuccess',
                )
              }
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {routable.length > 0 && (
        <form onSubmit={newChannel} aria-labelledby="new-channel">
          <h4 id="new-channel">New channel</h4>
          <label>
            Route name
            <input name="routeName" required maxLength={64} />
          </label>
          <label>
            Routes to
            <select name="account">
              {routable.map((i) => (
                <option key={i.id} value={i.id}>
                  {label(i)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Under alias
            <select name="alias">
              <option value="">Your usertag</option>
              {overview?.aliases.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.alias}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Create channel</button>
        </form>
      )}
    </section>
  );
}
