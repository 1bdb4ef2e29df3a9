import { useState } from 'preact/hooks';
import {
  RequestPasswordReset,
  ResetPassword,
  SignIn as SignInDoc,
  SignUp,
  success,
} from '@financial-account-service/client';
import { clientFor, describe, type Session } from '../session.js';

export function SignIn({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [mode, setMode] = useState<'in' | 'up'>('in');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [said, setSaid] = useState('');

  if (forgot)
    return (
      <ForgotPassword
        onDone={(message) => {
          setForgot(false);
          setMode('in');
          setSaid(message);
        }}
      />
    );

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
      <p role="status">{said}</p>
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
      {mode === 'in' && (
        <button type="button" class="link" onClick={() => setForgot(true)}>
          Forgot your password?
        </button>
      )}
    </main>
  );
}

/**
 * Forgot password: the e-mail (the answer is the same whether an account has it), then the code
 * from the mail with a new password. Setting it signs out every session.
 */
function ForgotPassword({ onDone }: { onDone(message: string): void }) {
  const [step, setStep] = useState<'ask' | 'reset'>('ask');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = clientFor(null);

  const run = async (event: Event, action: (form: FormData) => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action(new FormData(event.currentTarget as HTMLFormElement));
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  const ask = (event: Event) =>
    run(event, async (form) => {
      const answer = await client.request(RequestPasswordReset, { input: { email: String(form.get('email')) } });
      success(answer.requestPasswordReset, 'RequestPasswordResetSuccess');
      setStep('reset');
    });
  const reset = (event: Event) =>
    run(event, async (form) => {
      const input = { code: String(form.get('code')).trim(), password: String(form.get('password')) };
      success((await client.request(ResetPassword, { input })).resetPassword, 'ResetPasswordSuccess');
      onDone('Your password is changed, and every device was signed out. Sign in with the new one.');
    });

  return (
    <main class="sign-in">
      <h1>Reset your password</h1>
      {step === 'ask' ? (
        <form onSubmit={ask}>
          <p>We mail a code to the address of your account.</p>
          <label>
            E-mail
            <input name="email" type="email" autocomplete="email" required />
          </label>
          <button type="submit" disabled={busy}>
            Send the code
          </button>
        </form>
      ) : (
        <form onSubmit={reset}>
          <p role="status">If an account has this address, a code is on its way; it works for 30 minutes.</p>
          <label>
            Code from the mail
            <input name="code" required autocomplete="one-time-code" />
          </label>
          <label>
            New password
            <input name="password" type="password" autocomplete="new-password" minLength={8} required />
          </label>
          <button type="submit" disabled={busy}>
            Set the new password
          </button>
        </form>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <button type="button" class="link" onClick={() => onDone('')}>
        Back to sign in
      </button>
    </main>
  );
}
