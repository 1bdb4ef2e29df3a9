import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import {
  AddReaction,
  type Client,
  ContactByUsertag,
  Conversations,
  ConversationUpdated,
  CreateConversation,
  DeleteMessage,
  EditMessage,
  MarkConversationRead,
  type Message,
  Messages,
  PresenceUpdated,
  RemoveReaction,
  SendMessage,
  SetTyping,
  success,
  TypingUpdated,
  UploadError,
  uploadAttachment,
} from '@financial-account-service/client';
import { Icon } from '../icons.js';
import { describe, detailOf, loadSession } from '../session.js';

const LIKE = '👍';
/** A typing notice is renewed this often while the person types (the service lets it lapse after 5 s). */
const TYPING_RENEW_MS = 3000;

type Conversation = Awaited<ReturnType<typeof loadConversations>>[number];
interface Presence {
  state: string;
  lastSeenAt?: string | null;
}
type Attachment = Message['attachments'][number];

const loadConversations = async (client: Client) =>
  (await client.request(Conversations, { first: 50 })).conversations.edges.map((e) => e.node);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
function day(iso: string) {
  const d = new Date(iso);
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  if (d.toDateString() === today.toDateString()) return 'Today';
  if (d.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return d.toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
function presenceText(p: Presence | null | undefined) {
  if (!p) return '';
  if (p.state === 'ONLINE') return 'online';
  if (p.state === 'AWAY') return 'away';
  return p.lastSeenAt ? `last seen ${day(p.lastSeenAt).toLowerCase()} at ${time(p.lastSeenAt)}` : 'offline';
}
/** A JSON answer's body, or null. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
/**
 * Headers to fetch an attachment URL with: the token for the service's own path; none for a
 * presigned URL (the bucket refuses a second credential).
 */
const attachmentHeaders = (url: string): Record<string, string> => {
  const token = loadSession()?.token;
  return token && url.startsWith('/') ? { authorization: `Bearer ${token}` } : {};
};
const initials = (name: string) => (name.replace(/[^a-z0-9]/gi, '').slice(0, 2) || '?').toUpperCase();

/** Conversations with unread badges, live; the open one with its messages, live, read on arrival. */
export function Chat({ client }: { client: Client }) {
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [presence, setPresence] = useState<Record<string, Presence>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    loadConversations(client)
      .then((list) => {
        setConversations(list);
        setPresence((known) => {
          const next = { ...known };
          for (const c of list) if (c.contact?.presence && c.contactId) next[c.contactId] ??= c.contact.presence;
          return next;
        });
      })
      .catch((e) => setError(describe(e)));
  }, [client]);

  useEffect(() => {
    refresh();
    const stopUpdates = client.subscribe(
      ConversationUpdated,
      {},
      { next: refresh, error: (e) => setError(describe(e)) },
    );
    const stopPresence = client.subscribe(
      PresenceUpdated,
      {},
      {
        next: ({ presenceUpdated }) =>
          setPresence((known) => {
            const next = { ...known };
            for (const p of presenceUpdated) next[p.contactId] = p;
            return next;
          }),
      },
    );
    return () => {
      stopUpdates();
      stopPresence();
    };
  }, [client, refresh]);

  /** By usertag (the contact search of the service); a user id still works for developers. */
  const start = async (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const who = String(new FormData(form).get('contact')).trim().replace(/^@/, '');
    setError(null);
    try {
      let contactId = who;
      if (!UUID.test(who)) {
        const found = (await client.request(ContactByUsertag, { usertag: who })).contact;
        if (!found) {
          setError(`Nobody has the usertag @${who.toLowerCase()}.`);
          return;
        }
        contactId = found.id;
      }
      const answer = await client.request(CreateConversation, { input: { contactId } });
      setOpenId(success(answer.createConversation, 'CreateConversationSuccess').conversation.id);
      form.reset();
      refresh();
    } catch (e) {
      setError(describe(e));
    }
  };

  const open = conversations.find((c) => c.id === openId);
  const name = (c: Conversation) => (c.contact?.username ? `@${c.contact.username}` : c.contactId || 'Group');

  return (
    <section class={`chat${openId ? ' has-open' : ''}`} aria-labelledby="chat-title">
      <h2 id="chat-title">Conversations</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="columns">
        <div class="list-pane">
          <form onSubmit={start} class="inline">
            <label>
              Start a conversation with (usertag)
              <input name="contact" required placeholder="@usertag" autocomplete="off" />
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
                  <span class="avatar" aria-hidden="true">
                    {initials(c.contact?.username ?? '')}
                    {c.contactId && presence[c.contactId]?.state === 'ONLINE' && <span class="dot" />}
                  </span>
                  <span class="name">{name(c)}</span>
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
        {open ? (
          <Thread
            key={open.id}
            client={client}
            conversationId={open.id}
            title={name(open)}
            presence={open.contactId ? presenceText(presence[open.contactId]) : ''}
            onBack={() => setOpenId(null)}
          />
        ) : (
          <p>Choose a conversation.</p>
        )}
      </div>
    </section>
  );
}

/** An image or a file of a message: the bytes need the token, so they are fetched, then shown. */
function AttachmentView({ a }: { a: Attachment }) {
  const [src, setSrc] = useState<string | null>(null);
  const image = a.contentType.startsWith('image/') && a.thumbnailUrl;
  useEffect(() => {
    if (!image) return;
    let url: string | null = null;
    fetch(a.thumbnailUrl!, { headers: attachmentHeaders(a.thumbnailUrl!) })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (b) {
          url = URL.createObjectURL(b);
          setSrc(url);
        }
      })
      .catch(() => undefined);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [a.thumbnailUrl, image]);

  const download = async () => {
    const r = await fetch(a.url, { headers: attachmentHeaders(a.url) });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await r.blob());
    link.download = a.name ?? 'attachment';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const size = a.size > 1024 * 1024 ? `${(a.size / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(a.size / 1024)} KB`;
  return (
    <span class="attachment">
      {image && src ? (
        <img
          src={src}
          alt={a.name ?? 'image'}
          width={a.width && a.width < 240 ? a.width : 240}
          data-testid="thumbnail"
        />
      ) : (
        <Icon name="file" size={24} />
      )}
      <button type="button" class="link" onClick={download}>
        Download {a.name ?? 'file'} ({size})
      </button>
    </span>
  );
}

function Thread({
  client,
  conversationId,
  title,
  presence,
  onBack,
}: {
  client: Client;
  conversationId: string;
  title: string;
  presence: string;
  onBack: () => void;
}) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const input = useRef<HTMLInputElement>(null);

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
          if (!m.fromViewer) {
            markRead();
            setTyping(null);
          }
        },
        error: (e) => setError(describe(e)),
      },
    );
    // Read receipts, edits, deletes and reactions of this conversation: read the messages again.
    const stopUpdates = client.subscribe(
      ConversationUpdated,
      {},
      {
        next: (d) => {
          if (d.conversationUpdated.conversationId === conversationId) void reload();
        },
      },
    );
    let lapse: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = client.subscribe(
      TypingUpdated,
      { conversationId },
      {
        next: ({ typingUpdated: t }) => {
          clearTimeout(lapse);
          if (t.typing && !t.expired) {
            setTyping(`${t.username ? `@${t.username}` : 'They'} is typing…`);
            lapse = setTimeout(() => setTyping(null), 6000);
          } else setTyping(null);
        },
      },
    );
    return () => {
      stop();
      stopUpdates();
      stopTyping();
      clearTimeout(lapse);
    };
  }, [client, conversationId, reload, markRead]);

  /** Tells the others, at most every few seconds, that this person types. */
  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (!value || editing || now - lastTyping.current < TYPING_RENEW_MS) return;
    lastTyping.current = now;
    void client.request(SetTyping, { input: { conversationId, typing: true } }).catch(() => undefined);
  };

  const send = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      if (editing) {
        const answer = await client.request(EditMessage, { input: { messageId: editing.id, text } });
        const { editedMessage } = success(answer.editMessage, 'EditMessageSuccess');
        setMessages((list) => list.map((x) => (x.id === editedMessage.id ? editedMessage : x)));
        setEditing(null);
      } else {
        const answer = await client.request(SendMessage, {
          input: {
            conversationId,
            text,
            ...(replyTo ? { replyToId: replyTo.id } : {}),
            ...(attachments.length ? { attachmentIds: attachments.map((a) => a.id) } : {}),
          },
        });
        const { sentMessage } = success(answer.sendMessage, 'SendMessageSuccess');
        setMessages((list) => (list.some((x) => x.id === sentMessage.id) ? list : [...list, sentMessage]));
        setReplyTo(null);
        setAttachments([]);
        lastTyping.current = 0;
        void client.request(SetTyping, { input: { conversationId, typing: false } }).catch(() => undefined);
      }
      setText('');
    } catch (e) {
      setError(describe(e));
    }
  };

  /**
   * Uploads a file with its progress (the client library's uploadAttachment: a presigned PUT to
   * the bucket when the service stores attachments in S3, else POST /attachments); it goes with
   * the next message.
   */
  const attach = async (event: Event) => {
    const picker = event.currentTarget as HTMLInputElement;
    const file = picker.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadAttachment(client, file, {
        url: location.origin,
        token: () => loadSession()?.token,
        onProgress: (p) => setProgress(p.total > 0 ? Math.round((p.loaded / p.total) * 100) : 100),
      });
      setAttachments((list) => [...list, uploaded]);
    } catch (e) {
      setError(e instanceof UploadError ? detailOf({ status: e.status, body: parsed(e.body) }) : describe(e));
    } finally {
      setProgress(null);
      picker.value = '';
    }
  };

  const remove = async (m: Message) => {
    setError(null);
    try {
      success(
        (await client.request(DeleteMessage, { input: { messageId: m.id, forEveryone: true } })).deleteMessage,
        'DeleteMessageSuccess',
      );
      await reload();
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

  const items: Array<{ day: string } | Message> = [];
  for (const m of messages) {
    const d = day(m.createdAt);
    const last = items.at(-1);
    if (!last || ('createdAt' in last ? day(last.createdAt) : last.day) !== d) items.push({ day: d });
    items.push(m);
  }

  return (
    <div class="thread">
      <div class="thread-head">
        <button type="button" class="link back" onClick={onBack}>
          Back to conversations
        </button>
        <h3>{title}</h3>
        <span class="presence" data-testid="presence">
          {presence}
        </span>
      </div>
      <ol class="messages" aria-label="Messages" aria-live="polite" data-live={live ? 'true' : 'false'}>
        {items.map((item) =>
          'day' in item ? (
            <li key={`day-${item.day}`} class="day">
              <span>{item.day}</span>
            </li>
          ) : (
            <li key={item.id} class={`${item.fromViewer ? 'mine' : 'theirs'}${item.deleted ? ' deleted' : ''}`}>
              {item.replyTo && (
                <blockquote class="quote">{item.replyTo.deleted ? 'deleted' : item.replyTo.text}</blockquote>
              )}
              <span class="text">{item.deleted ? 'message deleted' : item.text}</span>
              {!item.deleted && item.attachments.map((a) => <AttachmentView key={a.id} a={a} />)}
              <span class="meta">
                <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
                {item.editedAt && !item.deleted && <span> · edited</span>}
                {item.fromViewer && !item.deleted && (
                  <span class="receipt">
                    <Icon name={item.readAt ? 'checks' : 'check'} size={14} />
                    {item.readAt ? 'Read' : 'Sent'}
                  </span>
                )}
              </span>
              {!item.deleted && (
                <span class="actions">
                  <button
                    type="button"
                    class="small"
                    aria-pressed={item.reactions.some((r) => r.emoji === LIKE && r.fromViewer)}
                    onClick={() => toggleLike(item)}
                  >
                    <Icon name="like" /> Like {item.reactions.filter((r) => r.emoji === LIKE).length}
                  </button>
                  <button
                    type="button"
                    class="small"
                    onClick={() => {
                      setReplyTo(item);
                      setEditing(null);
                      input.current?.focus();
                    }}
                  >
                    <Icon name="reply" /> Reply
                  </button>
                  {item.fromViewer && (
                    <>
                      <button
                        type="button"
                        class="small"
                        onClick={() => {
                          setEditing(item);
                          setReplyTo(null);
                          setText(item.text);
                          input.current?.focus();
                        }}
                      >
                        <Icon name="edit" /> Edit
                      </button>
                      <button type="button" class="small" onClick={() => remove(item)}>
                        <Icon name="trash" /> Delete
                      </button>
                    </>
                  )}
                </span>
              )}
            </li>
          ),
        )}
      </ol>
      <p class="typing" aria-live="polite" data-testid="typing">
        {typing ?? ''}
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {(replyTo || editing) && (
        <p class="composing">
          {replyTo ? `Replying to: ${replyTo.text}` : `Editing: ${editing?.text}`}{' '}
          <button
            type="button"
            class="link"
            onClick={() => {
              setReplyTo(null);
              if (editing) setText('');
              setEditing(null);
            }}
          >
            Cancel
          </button>
        </p>
      )}
      {attachments.length > 0 && (
        <ul class="pending" aria-label="Attached">
          {attachments.map((a) => (
            <li key={a.id}>
              <Icon name="file" /> {a.name}
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <progress max={100} value={progress} aria-label="Upload">
          {progress}%
        </progress>
      )}
      <form onSubmit={send} class="inline composer">
        <label class="file">
          <Icon name="attach" size={20} />
          <span class="visually-hidden">Attach a file</span>
          <input type="file" class="visually-hidden" onChange={attach} />
        </label>
        <label>
          Message
          <input
            ref={input}
            name="text"
            required
            maxLength={4000}
            autocomplete="off"
            value={text}
            onInput={(e) => typed((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" disabled={!live || progress !== null}>
          {editing ? 'Save' : 'Send'}
        </button>
      </form>
    </div>
  );
}
