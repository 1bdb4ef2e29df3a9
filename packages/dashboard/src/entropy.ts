/**
 * Random letters and digits for the entropy a wallet is derived from (with a server secret and
 * the user id: spec 2.1): the profile and createWallet take it; never shown.
 */
export function entropy() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
