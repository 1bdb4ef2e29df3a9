import { useState } from 'preact/hooks';
import { ApiTokens, type Client, CreateApiToken, RevokeApiToken, success } from '@financial-account-service/client';
import { useLoad } from '../use-load.js';
import { Webhooks } from './webhooks.js';

const SCOPES = [
  ['READ', 'Read: account, conversations, balances, payments'],
  ['CHAT', 'Chat: send messages, reactions, read receipts'],
  ['PROFILE', 'Profile: profile, aliases, identities, channels'],
  ['MONEY', 'Money: deposits, withdrawals, payments (still ask for the passcode)'],
  ['SECRETS', 'Secrets: identity secrets (still ask for the passcode)'],
] as const;

type Token = NonNullable<Awaited<ReturnType<typeof load>>>[number];
const load = async (client: Client) => (await client.request(ApiTokens)).viewer?.apiTokens ?? [];

/** API settings: personal tokens for scripts and the client library (docs/api-tokens.md). */
export function ApiSettings({ client }: { client: Client }) {
  const { data: tokens, error, attempt } = useLoad(client, load, [] as Token[]);
  const [created, setCreated] = useState<string | null>(null);

  const create = (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const form = new FormData(formElement);
    return attempt(async () => {
      const answer = await client.request(CreateApiToken, {
        input: {
          name: String(form.get('name')),
          scopes: form.getAll('scopes').map(String) as never,
          expiresInDays: Number(form.get('days')),
        },
      });
      setCreated(success(answer.createApiToken, 'CreateApiTokenSuccess').created.token);
      formElement.reset();
    });
  };

  const revoke = (id: string) =>
    attempt(async () =>
      success((await client.request(RevokeApiToken, { input: { id } })).revokeApiToken, 'RevokeApiTokenSuccess'),
    );

  return (
    <section aria-labelledby="api-title">
      <h2 id="api-title">API settings</h2>
      <p>
        Personal tokens for scripts and the client library. Send one as <code>Authorization: Bearer</code>. A sign-out
        does not revoke them: revoke them here.
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {created && (
        <div class="created" role="status">
          <p>Copy your new token now: it is shown only once.</p>
          <code class="token-secret" data-testid="new-token">
            {created}
          </code>
        </div>
      )}
      <form onSubmit={create}>
        <label>
          Name
          <input name="name" required maxLength={64} />
        </label>
        <fieldset>
          <legend>Scopes</legend>
          {SCOPES.map(([scope, label]) => (
            <label key={scope} class="check">
              <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === 'READ'} />
              {label}
            </label>
          ))}
        </fieldset>
        <label>
          Expires in (days)
          <input name="days" type="number" min={1} max={365} defaultValue="30" required />
        </label>
        <button type="submit">Create token</button>
      </form>
      <h3>Active tokens</h3>
      <table aria-label="Active API tokens">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scopes</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>{t.scopes.join(', ')}</td>
              <td>{new Date(t.expiresAt).toLocaleDateString()}</td>
              <td>{t.lastUsedAt ? new Date(t.lastUsedAt).toLocaleString() : 'never'}</td>
              <td>
                <button type="button" onClick={() => revoke(t.id)} aria-label={`Revoke ${t.name}`}>
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Webhooks client={client} />
    </section>
  );
}
