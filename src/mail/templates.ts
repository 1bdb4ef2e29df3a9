// The mails the service sends, each as text and HTML. No password and no token appears in a mail
// but the single-use code the mail exists to carry (docs/accounts.md "E-mail").

export type MailKind =
  | 'verification'
  | 'email-change'
  | 'email-changed'
  | 'password-reset'
  | 'password-changed'
  | 'new-device'
  | 'api-token-created';

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Paragraphs as text and as HTML; a `code` paragraph is set apart (monospace in HTML). */
function mail(kind: MailKind, to: string, subject: string, parts: Array<string | { code: string }>): Mail {
  const text = parts.map((p) => (typeof p === 'string' ? p : `    ${p.code}`)).join('\n\n');
  const body = parts
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><code style="font-size:1.1em;padding:4px 8px;background:#f3f3f3">${escapeHtml(p.code)}</code></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">\n<h2>${escapeHtml(subject)}</h2>\n${body}\n</body></html>`;
  return { kind, to, subject, text: `${text}\n`, html };
}

const when = (at: Date) =>
  at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

export const templates = {
  verification: (to: string, code: string, validHours: number) =>
    mail('verification', to, 'Confirm your e-mail address', [
      'Enter this code in the app (or send it to the verifyEmail mutation) to confirm that this address is yours:',
      { code },
      `It works once, for ${validHours} hours. If you did not sign up, ignore this mail.`,
    ]),
  emailChange: (to: string, code: string, validHours: number) =>
    mail('email-change', to, 'Confirm your new e-mail address', [
      'Your account asked to use this address from now on. Enter this code in the app (or send it to the verifyEmail mutation) to confirm that it is yours:',
      { code },
      `It works once, for ${validHours} hours. Until then the account keeps its current address. If you did not ask for this, ignore this mail.`,
    ]),
  emailChanged: (to: string, newAddress: string, at: Date) =>
    mail('email-changed', to, 'Your e-mail address was changed', [
      `At ${when(at)} your account's address was changed from this one to ${newAddress}. Mails about the account now go there.`,
      'If you did not do this, reset your password with the new address or contact support.',
    ]),
  passwordReset: (to: string, code: string, validMinutes: number) =>
    mail('password-reset', to, 'Reset your password', [
      'Someone asked to reset the password of the account with this address. To choose a new password, enter this code with it:',
      { code },
      `It works once, for ${validMinutes} minutes. If it was not you, ignore this mail: your password stays as it is.`,
    ]),
  passwordChanged: (to: string, at: Date) =>
    mail('password-changed', to, 'Your password was changed', [
      `The password of your account was changed at ${when(at)}. Every device was signed out.`,
      'If you did not do this, reset your password now and check your account.',
    ]),
  newDevice: (to: string, device: string, ipPrefix: string, at: Date) =>
    mail('new-device', to, 'New sign-in to your account', [
      `Your account was signed in from a new device at ${when(at)}:`,
      `${device}, network ${ipPrefix}`,
      'If this was you, nothing to do. If not, sign that session out (Sessions) and change your password.',
    ]),
  apiTokenCreated: (to: string, name: string, scopes: string[], expiresAt: Date) =>
    mail('api-token-created', to, 'A new API token was created', [
      `An API token named "${name}" was created on your account with the scopes ${scopes.join(', ')}; it expires at ${when(expiresAt)}.`,
      'If you did not create it, revoke it in the API settings and change your password.',
    ]),
};
