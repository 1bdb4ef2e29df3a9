import { isIP } from 'node:net';
import { UAParser } from 'ua-parser-js';

// What viewer.sessions shows of a device: a name from its User-Agent and its network, never the
// full address (docs/accounts.md "Sessions per device").

/** "Firefox 128 on Ubuntu", "Chrome 120 on Android 14"; the raw agent (cut) when nothing is recognised. */
export function deviceName(userAgent: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const ua = (userAgent ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!ua) return 'Unknown device';
  const { browser, os, device } = UAParser(ua);
  if (!browser.name) return ua.slice(0, 64);
  const name = browser.major ? `${browser.name} ${browser.major}` : browser.name;
  const system = os.name ? `${os.name}${os.version ? ` ${os.version}` : ''}` : device.model;
  return system ? `${name} on ${system}` : name;
}

function expandV6(address: string): string[] {
  const [head, tail] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array(8 - h.length - t.length).fill('0') : [];
  return [...h, ...fill, ...t].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The client address cut to its network: a.b.c.0/24 for IPv4, the first 48 bits for IPv6. */
export function ipPrefix(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const host = mapped ? mapped[1] : address;
  const v = isIP(host);
  if (v === 4) return `${host.split('.').slice(0, 3).join('.')}.0/24`;
  if (v === 6) return `${expandV6(host.replace(/%.*$/, '')).slice(0, 3).join(':')}::/48`;
  return 'unknown';
}
