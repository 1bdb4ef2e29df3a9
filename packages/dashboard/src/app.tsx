import { useEffect, useMemo, useState } from 'preact/hooks';
import { SignOut } from '@financial-account-service/client';
import { Accounts } from './screens/accounts.js';
import { ApiSettings } from './screens/api-settings.js';
import { Chat } from './screens/chat.js';
import { Payments } from './screens/payments.js';
import { Profile } from './screens/profile.js';
import { SignIn } from './screens/sign-in.js';
import { Wallet } from './screens/wallet.js';
import { Security, VerifyBanner } from './screens/security.js';
import { Developer, mailboxAvailable } from './screens/developer.js';
import { clientFor, loadSession, saveSession, type Session } from './session.js';

const SCREENS = {
  chat: 'Conversations',
  wallet: 'Wallet',
  payments: 'Payments',
  profile: 'Profile',
  accounts: 'Accounts and channels',
  api: 'API settings',
  security: 'Sessions',
  developer: 'Developer',
} as const;
type Screen = keyof typeof SCREENS;

const screenOf = (hash: string): Screen => (hash.slice(1) in SCREENS ? (hash.slice(1) as Screen) : 'chat');

export function App() {
  const [session, setSession] = useState<Session | null>(loadSession);
  const [screen, setScreen] = useState<Screen>(screenOf(location.hash));
  const client = useMemo(() => (session ? clientFor(session.token) : null), [session]);
  // The Developer screen (the local mailbox) exists in embedded mode only.
  const [developer, setDeveloper] = useState(false);
  useEffect(() => {
    if (session) mailboxAvailable().then(setDeveloper, () => setDeveloper(false));
  }, [session]);

  useEffect(() => {
    const follow = () => setScreen(screenOf(location.hash));
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => () => void client?.close(), [client]);

  const signedIn = (s: Session | null) => {
    saveSession(s);
    setSession(s);
  };

  if (!session || !client) return <SignIn onSignedIn={signedIn} />;

  const signOut = async () => {
    await client.request(SignOut).catch(() => undefined);
    signedIn(null);
  };

  return (
    <div class="layout">
      <header>
        <h1>Financial Account Service</h1>
        <nav aria-label="Main">
          {(Object.keys(SCREENS) as Screen[])
            .filter((key) => key !== 'developer' || developer)
            .map((key) => (
              <a key={key} href={`#${key}`} aria-current={screen === key ? 'page' : undefined}>
                {SCREENS[key]}
              </a>
            ))}
        </nav>
        <p class="who">
          Your user id: <code data-testid="user-id">{session.userId}</code>
        </p>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main>
        <VerifyBanner client={client} />
        {screen === 'chat' && <Chat client={client} />}
        {screen === 'wallet' && <Wallet client={client} />}
        {screen === 'payments' && <Payments client={client} />}
        {screen === 'profile' && <Profile client={client} />}
        {screen === 'accounts' && <Accounts client={client} />}
        {screen === 'api' && <ApiSettings client={client} />}
        {screen === 'security' && <Security client={client} />}
        {screen === 'developer' && developer && <Developer />}
      </main>
    </div>
  );
}
