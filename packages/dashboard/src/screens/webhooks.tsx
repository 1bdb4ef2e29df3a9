import { useCallback, useEffect, useState } from 'preact/hooks';
import {
  type Client,
  CreateWebhookEndpoint,
  RedeliverWebhookEvents,
  RotateWebhookSecret,
  SendWebhookTest,
  SetWebhookEndpointEnabled,
  success,
  WebhookEndpoints,
} from '@financial-account-service/client';
import { describe } from '../session.js';

/** A few event types to choose from; none chosen: every event (docs/events.md lists them all). */
const TYPES = [
  ['STABLECOIN_TRANSACTION_UPDATED', 'Deposits and withdrawals'],
  ['PAYMENT_UPDATED', 'Payments'],
  ['MESSAGE_CREATED', 'New messages'],
  ['PROFILE_UPDATED', 'Profile changes'],
] as const;

type Endpoint = NonNullable<NonNullable<Awaited<ReturnType<typeof load>>>>[number];
const load = async (client: Client) =>
  (await client.request(WebhookEndpoints, { deliveries: 20 })).viewer?.webhookEndpoints;

/** Webhook endpoints (docs/events.md): create (the secret shown once), disable, rotate, test, deliveries, redeliver. */
export function Webhooks({ client }: { client: Client }) {
  const [endpoints, setEndpoints] = useState<Endpoint[]>([]);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const refresh = useCallback(() => {
    load(client)
      .then((list) => setEndpoints(list ?? []))
      .catch((e) => setError(describe(e)));
  }, [client]);
  // Deliveries change as the service sends them: read again every few seconds while shown.
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 3000);
    return () => clearInterval(timer);
  }, [refresh]);

  const run = async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
      refresh();
    } catch (e) {
      setError(describe(e));
    }
  };

  const create = (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const form = new FormData(formElement);
    const types = form.getAll('types').map(String);
    return run(async () => {
      const answer = await client.request(CreateWebhookEndpoint, {
        input: {
          url: String(form.get('url')).trim(),
          description: String(form.get('description') ?? '') || undefined,
          ...(types.length ? { eventTypes: types as never } : {}),
        },
      });
      const { created } = success(answer.createWebhookEndpoint, 'CreateWebhookEndpointSuccess');
      setSecret({ url: created.endpoint.url, secret: created.secret });
      setSaid('');
      formElement.reset();
    });
  };
  const setEnabled = (e: Endpoint, enabled: boolean) =>
    run(async () =>
      success(
        (await client.request(SetWebhookEndpointEnabled, { input: { id: e.id, enabled } })).setWebhookEndpointEnabled,
        'SetWebhookEndpointEnabledSuccess',
      ),
    );
  const rotate = (e: Endpoint) =>
    run(async () => {
      const answer = await client.request(RotateWebhookSecret, { input: { id: e.id } });
      const { rotated } = success(answer.rotateWebhookSecret, 'RotateWebhookSecretSuccess');
      setSecret({ url: rotated.endpoint.url, secret: rotated.secret });
    });
  const test = (e: Endpoint) =>
    run(async () => {
      const answer = await client.request(SendWebhookTest, { input: { id: e.id } });
      const { sent } = success(answer.sendWebhookTest, 'SendWebhookTestSuccess');
      setSaid(`Test event ${sent.eventId} queued for ${e.url}.`);
    });
  const redeliver = (e: Endpoint, eventId: string) =>
    run(async () => {
      const answer = await client.request(RedeliverWebhookEvents, { input: { id: e.id, eventId } });
      const { redelivery } = success(answer.redeliverWebhookEvents, 'RedeliverWebhookEventsSuccess');
      setSaid(`${redelivery.queued} event queued again for ${e.url}.`);
    });

  return (
    <section aria-labelledby="webhooks-title">
      <h3 id="webhooks-title">Webhooks</h3>
      <p>
        The service posts your events to these URLs, signed per Standard Webhooks (<code>webhook-id</code>,{' '}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>), retrying for about three days (docs/events.md).
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p role="status">{said}</p>
      {secret && (
        <div class="banner" role="status">
          <p>
            Signing secret for {secret.url}. Copy it now: it is not shown again.
            <code class="token-secret" data-testid="webhook-secret">
              {secret.secret}
            </code>
          </p>
        </div>
      )}
      <form onSubmit={create} aria-label="New webhook endpoint">
        <label>
          Endpoint URL
          <input name="url" type="url" required placeholder="https://example.com/webhooks" />
        </label>
        <label>
          Description (optional)
          <input name="description" maxLength={200} />
        </label>
        <fieldset>
          <legend>Events (none ticked: every event)</legend>
          {TYPES.map(([value, label]) => (
            <label class="check" key={value}>
              <input type="checkbox" name="types" value={value} /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit">Add endpoint</button>
      </form>
      <ul class="endpoints" aria-label="Webhook endpoints">
        {endpoints.map((e) => (
          <li key={e.id}>
            <h4>
              <code>{e.url}</code> <span data-testid="endpoint-state">{e.enabled ? 'Enabled' : 'Disabled'}</span>
            </h4>
            {e.description && <p>{e.description}</p>}
            <p class="hint">
              Events: {e.eventTypes.length ? e.eventTypes.join(', ') : 'all'}
              {e.disabledReason && <> · disabled: {e.disabledReason}</>}
              {e.previousSecretValidUntil && (
                <> · the previous secret works until {new Date(e.previousSecretValidUntil).toLocaleString()}</>
              )}
            </p>
            <div class="buttons">
              <button type="button" onClick={() => test(e)} disabled={!e.enabled}>
                Send test event
              </button>
              <button type="button" class="secondary" onClick={() => rotate(e)}>
                Rotate secret
              </button>
              <button type="button" class="secondary" onClick={() => setEnabled(e, !e.enabled)}>
                {e.enabled ? 'Disable' : 'Enable'}
              </button>
            </div>
            <table aria-label={`Deliveries to ${e.url}`}>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last answer</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {e.deliveries.map((d) => {
                  const last = d.attempts.at(-1);
                  return (
                    <tr key={d.id}>
                      <td>
                        {d.event.type}
                        <br />
                        <small>{new Date(d.createdAt).toLocaleString()}</small>
                      </td>
                      <td data-testid="delivery-status">{d.status}</td>
                      <td>
                        <details>
                          <summary>{d.attemptCount}</summary>
                          <ol>
                            {d.attempts.map((a) => (
                              <li key={a.attemptedAt}>
                                {new Date(a.attemptedAt).toLocaleTimeString()}: {a.statusCode ?? a.error ?? 'no answer'}{' '}
                                in {a.latencyMs} ms {a.responseBody && <code>{a.responseBody.slice(0, 80)}</code>}
                              </li>
                            ))}
                          </ol>
                        </details>
                      </td>
                      <td>{last ? `${last.statusCode ?? last.error ?? '—'} (${last.latencyMs} ms)` : '—'}</td>
                      <td>
                        <button type="button" class="small" onClick={() => redeliver(e, d.event.id)}>
                          Redeliver
                          <span class="visually-hidden">
                            {' '}
                            {d.event.type} {d.event.id}
                          </span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </section>
  );
}
