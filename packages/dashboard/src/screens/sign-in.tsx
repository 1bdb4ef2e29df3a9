import { useState } from 'preact/hooks';
import { SignIn as SignInDoc, SignUp, success } from '@financial-account-service/client';
import { clientFor, describe, type Session } from '../session.js';

export function SignIn({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [mode, setMode] = useState<'in' | 'up'>('in');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const input = {
      email: String(form.get('email')),
      password: String(form.get('password')),
      passcode: String(form.get('passcode')),
    };
    setBusy(true);
    setError(null);
    try {
      const client = clientFor(null);
      const session =
        mode === 'in'
          ? success((await client.request(SignInDoc, { input })).signIn, 'SignInSuccess').session
          : success((await client.request(SignUp, { input })).signUp, 'SignUpSuccess').session;
      onSignedIn({ token: session.accessToken, userId: session.userId });
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="sign-in">
      <h1>{mode === 'in' ? 'Sign in' : 'Create an account'}</h1>
      <form onSubmit={submit}>
        <label>
          E-mail
          <input name="email" type="email" autocomplete="email" required />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autocomplete={mode === 'in' ? 'current-password' : 'new-password'}
            minLength={8}
            required
          />
        </label>
        <label>
          Passcode (4 to 8 digits)
          <input name="passcode" type="password" inputMode="numeric" pattern="\d{4,8}" required />
        </label>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {mode === 'in' ? 'Sign in' : 'Sign up'}
        </button>
      </form>
      <button type="button" class="link" onClick={() => setMode(mode === 'in' ? 'up' : 'in')}>
        {mode === 'in' ? 'No account yet? Sign up' : 'Have an account? Sign in'}
      </button>
    </main>
  );
}
