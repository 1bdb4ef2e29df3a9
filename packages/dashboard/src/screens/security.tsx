import { useCallback, useEffect, useState } from 'preact/hooks';
import {
  AccountOverview,
  type Client,
  ResendVerificationEmail,
  SignOutOtherSessions,
  SignOutSession,
  success,
  VerifyEmail,
} from '@financial-account-service/client';
import { useLoad } from '../use-load.js';
import { describe } from '../session.js';

const load = async (client: Client) => (await client.request(AccountOverview)).viewer;

/** The devices signed in to this account: sign one out, or every one but this. */
export function Security({ client }: { client: Client }) {
  const { data, error, attempt } = useLoad(client, load, null);
  const [said, setSaid] = useState('');
  const sessions = data?.sessions ?? [];

  const signOut = (id: string) =>
    attempt(async () => {
      const answer = await client.request(SignOutSession, { input: { id } });
      success(answer.signOutSession, 'SignOutSessionSuccess');
      setSaid('That device is signed out.');
    });
  const signOutOthers = () =>
    attempt(async () => {
      const answer = await client.request(SignOutOtherSessions);
      const { count } = success(answer.signOutOtherSessions, 'SignOutOtherSessionsSuccess').signedOut;
      setSaid(`${count} other ${count === 1 ? 'session' : 'sessions'} signed out.`);
    });

  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">Sessions</h2>
      <p>Where your account is signed in. Signing a device out ends its access and refresh tokens; API tokens stay.</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p role="status">{said}</p>
      <table aria-label="Signed-in devices">
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Network</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id}>
              <td>
                {s.device}
                {s.current && <strong> (this device)</strong>}
              </td>
              <td>{s.ipPrefix}</td>
              <td>{new Date(s.createdAt).toLocaleString()}</td>
              <td>{new Date(s.lastUsedAt).toLocaleString()}</td>
              <td>
                {!s.current && (
                  <button type="button" class="secondary" onClick={() => signOut(s.id)}>
                    Sign out
                    <span class="visually-hidden">
                      {' '}
                      {s.device}, last used {new Date(s.lastUsedAt).toLocaleString()}
                    </span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" onClick={signOutOthers} disabled={sessions.filter((s) => !s.current).length === 0}>
          Sign out everywhere else
        </button>
      </p>
    </section>
  );
}

/** Above every screen while the e-mail address is unverified: the code from the mail, or a new mail. */
export function VerifyBanner({ client }: { client: Client }) {
  const [viewer, setViewer] = useState<Awaited<ReturnType<typeof load>>>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refresh = useCallback(() => {
    load(client)
      .then(setViewer)
      .catch(() => undefined);
  }, [client]);
  useEffect(refresh, [refresh]);
  if (!viewer || viewer.emailVerified) return null;

  const verify = async (event: Event) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget as HTMLFormElement).get('code')).trim();
    setError(null);
    try {
      success((await client.request(VerifyEmail, { input: { code } })).verifyEmail, 'VerifyEmailSuccess');
      refresh();
    } catch (e) {
      setError(describe(e));
    }
  };
  const resend = async () => {
    setError(null);
    try {
      const answer = await client.request(ResendVerificationEmail);
      success(answer.resendVerificationEmail, 'ResendVerificationEmailSuccess');
      setSaid(`A new code is on its way to ${viewer.email}; the earlier ones no longer work.`);
    } catch (e) {
      setError(describe(e));
    }
  };

  return (
    <aside class="banner" aria-label="E-mail not verified">
      <p>
        Your e-mail address {viewer.email} is not verified yet. Enter the code from the mail we sent, or ask for a new
        one.
      </p>
      <form onSubmit={verify} class="inline">
        <label>
          Verification code
          <input name="code" required autocomplete="one-time-code" />
        </label>
        <button type="submit">Verify</button>
        <button type="button" class="secondary" onClick={resend}>
          Mail me a new code
        </button>
      </form>
      <p role="status">{said}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </aside>
  );
}
