import type { EngineDeps, EngineState } from './state.js';

// The engine lease (src/chain/lease.ts): exactly one process drives money at a time. The loop
// takes or renews it between passes; long passes renew it as they go, and a step that finds it
// taken by another owner stops with LeaseLost (the loop then steps back to following).

export class LeaseLost extends Error {
  constructor() {
    super('the engine lease was lost');
  }
}

/** Renews the lease when due, inside long passes too; throws LeaseLost when another owner has it. */
export async function ensureLease(s: EngineState, d: EngineDeps) {
  if (d.now() - s.lastRenew < d.leaseRenewMs) return;
  if (!(await d.lease.acquire())) throw new LeaseLost();
  s.lastRenew = d.now();
}

/** The loop's turn, between passes: the lease taken or renewed when due. A new owner recovers first. */
export async function holdLease(s: EngineState, d: EngineDeps) {
  if (d.now() - s.lastRenew <= d.leaseRenewMs) return;
  const held = await d.lease.acquire();
  s.lastRenew = d.now();
  if (held !== s.leader)
    d.logger.info({ owner: d.lease.owner }, held ? 'money engine lease taken' : 'money engine lease lost');
  if (held && !s.leader) s.lastRecover = 0; // recover before anything else
  s.leader = held;
}

/** A pass that lost the lease: this process follows until it can take it again. */
export function leaseLostIn(s: EngineState, error: unknown) {
  if (!(error instanceof LeaseLost)) return;
  s.leader = false;
  s.lastRenew = 0;
}
