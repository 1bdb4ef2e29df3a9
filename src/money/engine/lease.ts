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

/**
 * The loop's turn, between passes: the lease taken or renewed when due. A new owner recovers first.
 * With lanes, an instance holds its share of them (LaneSet.share): it takes a free lane only below
 * its share, and hands on its highest-numbered lanes above it (between passes, so nothing of the
 * lane is in flight here), which the instances below their share then take.
 */
export async function holdLease(s: EngineState, d: EngineDeps) {
  if (d.now() - s.lastRenew <= d.leaseRenewMs) return;
  const share = await d.lanes.share();
  const held = d.lanes.held();
  if (!s.leader && held.length >= share) {
    s.lastRenew = d.now();
    return;
  }
  if (s.leader && held.length > share) {
    const extra = [...held].sort((a, b) => b - a).slice(0, held.length - share);
    if (extra.includes(d.lane)) {
      await d.lease.release();
      s.leader = false;
      s.lastRenew = d.now();
      d.logger.info({ lane: d.lane, share }, 'money lane handed on (more instances share the lanes)');
      return;
    }
  }
  const holds = await d.lease.acquire();
  s.lastRenew = d.now();
  if (holds !== s.leader)
    d.logger.info(
      { owner: d.lease.owner, lane: d.lane },
      holds ? 'money engine lease taken' : 'money engine lease lost',
    );
  const wasLeader = s.leader;
  s.leader = holds;
  if (holds && !wasLeader) s.lastRecover = 0; // recover before anything else
}

/** A pass that lost the lease: this process follows until it can take it again. */
export function leaseLostIn(s: EngineState, error: unknown) {
  if (!(error instanceof LeaseLost)) return;
  s.leader = false;
  s.lastRenew = 0;
}
