import { pool } from './http.js';
import { type Account, createHomeUser, mutate, OPEN_CONVERSATION, SEND_MESSAGE, signUp } from './home.js';

// The realistic chat workload of `npm run bench`'s chat section: several users keep their home
// screen open (a frontend refetches it on focus and on every new message) while their contacts
// write to them. Open loop at fixed rates: requests go out on schedule whether or not earlier
// ones have been answered, as independent phones do, so a service that falls behind shows as
// latency and refused requests, not as a slower offered load.

export interface ChatUser {
  home: Account;
  /** Each contact's token and their side of the conversation with `home`. */
  contacts: Array<{ token: string; conversationId: string }>;
}

/** `users` home users (profile, identities, channels), each with `contacts` conversations. */
export async function seedChat(base: string, users: number, contacts: number): Promise<ChatUser[]> {
  return pool(Array.from({ length: users }), 4, async () => {
    const home = await createHomeUser(base);
    const open = async (token: string, c: string) =>
      (await mutate(base, token, OPEN_CONVERSATION, { c })).createConversation.conversation.id as string;
    const theirs = await pool(Array.from({ length: contacts }), 2, async (_, i) => {
      const contact = await signUp(base);
      await open(home.token, contact.userId);
      const conversationId = await open(contact.token, home.userId);
      await mutate(base, contact.token, SEND_MESSAGE, { c: conversationId, m: `hello from contact ${i}` });
      return { token: contact.token, conversationId };
    });
    return { home, contacts: theirs };
  });
}

/** The k-th message of a round: users in turn, each user's contacts in turn. */
export function messageOf(users: ChatUser[], k: number) {
  const user = users[k % users.length];
  const contact = user.contacts[Math.floor(k / users.length) % user.contacts.length];
  return { token: contact.token, body: { query: SEND_MESSAGE, variables: { c: contact.conversationId, m: `m${k}` } } };
}

/** One GraphQL POST over fetch: true for a 200 without errors whose body `check` accepts. */
export async function graphql(
  url: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
  check: (text: string) => boolean = () => true,
): Promise<boolean> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return res.ok && !text.includes('"errors"') && !text.includes('"code"') && check(text);
}

/** The response cache's hits and misses so far, from /metrics (fas_response_cache_total). */
export async function cacheOutcomes(url: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const count = (outcome: string) =>
    Number(new RegExp(`^fas_response_cache_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}
