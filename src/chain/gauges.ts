import { Counter, type Registry } from 'prom-client';
import type { DumpStats } from './anvil.js';

// The embedded chain's state dumps on /metrics (listed in src/ops/metrics.ts), registered by
// src/app.ts when the chain is the embedded anvil. A dump is the whole chain, so it grows with
// it: rate(fas_chain_dump_seconds_total) / rate(fas_chain_dumps_total) is the mean dump, and
// rate(fas_chain_dump_held_seconds_total) the share of the time broadcasts wait for them (at most
// about a quarter: docs/production.md). Mean dumps past a second mean the chain has outgrown the
// embedded node: point CHAIN_RPC_URL at a real one.
export function registerChainGauges(registry: Registry, dumps: () => DumpStats): void {
  const counter = (name: string, help: string, value: (d: DumpStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(value(dumps()));
      },
    });
  counter(
    'fas_chain_dumps_total',
    "State dumps of the embedded chain written to chain.json by this instance's anvil.",
    (d) => d.count,
  );
  counter(
    'fas_chain_dump_seconds_total',
    'Seconds those dumps took, from the read of the state to chain.json written.',
    (d) => d.seconds,
  );
  counter(
    'fas_chain_dump_held_seconds_total',
    'Seconds broadcasts were held back while anvil serialised its state for those dumps.',
    (d) => d.heldSeconds,
  );
}
