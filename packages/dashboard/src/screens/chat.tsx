import { useCallback, useEffect, useState } from 'preact/hooks';
import {
  AddReaction,
  type Client,
  Conversations,
  ConversationUpdated,
  CreateConversation,
  MarkConversationRead,
  type Message,
  Messages,
  RemoveReaction,
  SendMessage,
  success,
} from '@financial-account-service/client';
import { describe } from '../session.js';

const LIKE = '👍';

type Conversation = Awaited<ReturnType<typeof loadConversations>>[number];

const loadConversations = async (client: Client) =>
  (await client.request(Conversations, { first: 50 })).conversations.edges.map((e) => e.node);

/** Conversations with unread badges, live; the open one with its messages, live, read on arrival. */
export function Chat({ client }: { client: Client }) {
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    loadConversations(client)
      .then(setConversations)
      .catch((e) => setError(describe(e)));
  }, [client]);

  useEffect(() => {
    refresh();
    return client.subscribe(ConversationUpdated, {}, { next: refresh, error: (e) => setError(describe(e)) });
  }, [client, refresh]);

  const start = async (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const contactId = String(new FormData(form).get('contact')).trim();
    try {
      const answer = await client.request(CreateConversation, { input: { contactId } });
      setOpenId(success(answer.createConversation, 'CreateConversationSuccess').conversation.id);
      form.reset();
      refresh();
    } catch (e) {
      setError(describe(e));
    }
  };

  return (
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">Conversations</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="columns">
        <div>
          <form onSubmit={start} class="inline">
            <label>
              Start a conversation with (user id)
              <input name="contact" required />
            </label>
            <button type="submit">Start</button>
          </form>
          <ul class="conversations" aria-label="Your conversations">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={c.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(c.id)}
                >
                  <span class="name">{c.contact?.username || c.contactId || 'Group'}</span>
                  <span class="last">{c.lastMessage?.text ?? ''}</span>
                  {c.unreadCount > 0 && (
                    <span class="badge" data-testid="unread">
                      {c.unreadCount}
                      <span class="visually-hidden"> unread</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {openId ? <Thread key={openId} client={client} conversationId={openId} /> : <p>Choose a conversation.</p>}
      </div>
    </section>
  );
}

function Thread({ client, conversationId }: { client: Client; conversationId: string }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const markRead = useCallback(
    () => void client.request(MarkConversationRead, { input: { id: conversationId } }).catch(() => undefined),
    [client, conversationId],
  );
  const reload = useCallback(async () => {
    const page = await client.request(Messages, { conversationId, first: 100 });
    setMessages(page.messages.edges.map((e) => e.node));
  }, [client, conversationId]);

  useEffect(() => {
    const merge = (m: Message) => setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
    const stop = client.watchMessages(
      { conversationId },
      {
        live: () => {
          setLive(true);
          void reload().then(markRead);
        },
        message: (m) => {
          merge(m);
          if (!m.fromViewer) markRead();
        },
        error: (e) => setError(describe(e)),
      },
    );
    // Read receipts and other changes of this conversation: read the messages again.
    const stopUpdates = client.subscribe(
      ConversationUpdated,
      {},
      {
        next: (d) => {
          if (d.conversationUpdated.conversationId === conversationId) void reload();
        },
      },
    );
    return () => {
      stop();
      stopUpdates();
    };
  }, [client, conversationId, reload, markRead]);

  const send = async (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const text = String(new FormData(form).get('text'));
    try {
      const answer = await client.request(SendMessage, { input: { conversationId, text } });
      const { sentMessage } = success(answer.sendMessage, 'SendMessageSuccess');
      setMessages((list) => (list.some((x) => x.id === sentMessage.id) ? list : [...list, sentMessage]));
      form.reset();
    } catch (e) {
      setError(describe(e));
    }
  };

  /** 👍 on a message, or off again; the contact sees it with the next conversation update. */
  const toggleLike = async (m: Message) => {
    const mine = m.reactions.some((r) => r.emoji === LIKE && r.fromViewer);
    try {
      const input = { messageId: m.id, emoji: LIKE };
      const reacted = mine
        ? success((await client.request(RemoveReaction, { input })).removeReaction, 'RemoveReactionSuccess')
        : success((await client.request(AddReaction, { input })).addReaction, 'AddReactionSuccess');
      setMessages((list) => list.map((x) => (x.id === m.id ? reacted.reactedMessage : x)));
    } catch (e) {
      setError(describe(e));
    }
  };

  return (
    <div class="thread">
      <ol class="messages" aria-label="Messages" aria-live="polite" data-live={live ? 'true' : 'false'}>
        {messages.map((m) => (
          <li key={m.id} class={m.fromViewer ? 'mine' : 'theirs'}>
            <span class="text">{m.text}</span>
            {m.fromViewer && <span class="receipt">{m.readAt ? 'Read' : 'Sent'}</span>}
            <span class="reactions">
              <button
                type="button"
                aria-pressed={m.reactions.some((r) => r.emoji === LIKE && r.fromViewer)}
                onClick={() => toggleLike(m)}
              >
                <span aria-hidden="true">{LIKE}</span> Like {m.reactions.filter((r) => r.emoji === LIKE).length}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <form onSubmit={send} class="inline">
        <label>
          Message
          <input name="text" required maxLength={4000} autocomplete="off" />
        </label>
        <button type="submit" disabled={!live}>
          Send
        </button>
      </form>
    </div>
  );
}
