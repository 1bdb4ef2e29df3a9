import type { Provider } from './ledger.js';

// Provider outages on the HTTP level, for the next N calls or for a while (on the sim clock).
// Token endpoints and the simulator's own /_sim paths are never faulted.

export type FaultMode =
  /** Answer `status` (default 503) without executing anything. */
  | 'error'
  /** Hold the answer (a time-out on the caller's side) until `holdMs` passed (default: until close). With `execute` (default true) the request is carried out meanwhile. */
  | 'hold'
  /** Execute the request, then lose the answer: a 500 (default) or, with `close`, a dropped connection. */
  | 'lose';

export interface Fault {
  mode: FaultMode;
  provider?: Provider;
  method?: 'GET' | 'POST';
  /** How many calls it hits (default 1 when `forMs` is not given). */
  calls?: number;
  /** How long it lasts on the simulator's clock. */
  forMs?: number;
  status?: number;
  holdMs?: number;
  execute?: boolean;
  close?: boolean;
}

interface ActiveFault extends Fault {
  until?: number;
  left?: number;
}

export class Faults {
  private readonly active: ActiveFault[] = [];

  add(fault: Fault, now: Date) {
    const until = fault.forMs !== undefined ? now.getTime() + fault.forMs : undefined;
    const left = fault.calls ?? (until === undefined ? 1 : undefined);
    this.active.push({ ...fault, until, left });
  }

  /** The fault that hits this call, if any (using up one of its calls). */
  take(provider: Provider, method: string, now: Date): Fault | undefined {
    for (let i = 0; i < this.active.length; i++) {
      const f = this.active[i];
      if (f.until !== undefined && now.getTime() >= f.until) {
        this.active.splice(i--, 1);
        continue;
      }
      if ((f.provider && f.provider !== provider) || (f.method && f.method !== method)) continue;
      if (f.left !== undefined) {
        f.left -= 1;
        if (f.left <= 0) this.active.splice(i, 1);
      }
      return f;
    }
    return undefined;
  }

  clear() {
    this.active.length = 0;
  }
}

const MODES = new Set<FaultMode>(['error', 'hold', 'lose']);

export function parseFault(value: unknown): Fault | string {
  if (!value || typeof value !== 'object') return 'fault must be an object';
  const v = value as Record<string, unknown>;
  if (!MODES.has(v.mode as FaultMode)) return `mode must be one of ${[...MODES].join(', ')}`;
  if (v.provider !== undefined && v.provider !== 'momo' && v.provider !== 'paystack')
    return 'provider: momo or paystack';
  if (v.method !== undefined && v.method !== 'GET' && v.method !== 'POST') return 'method: GET or POST';
  for (const key of ['calls', 'forMs', 'status', 'holdMs'] as const) {
    const n = v[key];
    if (n !== undefined && !(typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) return `${key}: whole number`;
  }
  return v as unknown as Fault;
}
