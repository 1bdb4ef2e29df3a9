/** The currencies the service holds stablecoins of (CurrencyCode). */
export const CURRENCIES = ['NGN', 'GHS', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A labelled currency choice. */
export function CurrencySelect({
  label = 'Currency',
  name = 'currency',
  value,
}: {
  label?: string;
  name?: string;
  value?: string;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {CURRENCIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </label>
  );
}
