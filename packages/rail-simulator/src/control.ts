import { parseBehaviour, type ScriptMatch } from './behaviour.js';
import { parseFault } from './faults.js';
import type { SimRequest, SimResponse } from './http.js';
import type { Simulator } from './server.js';

// The simulator's own control API under /_sim (not a provider's): scripts, faults, the payer's
// "phone" (approve/decline), reversals, the clock, and what it holds and has sent. It has no
// authentication: bind the simulator to 127.0.0.1 (the default).

const bad = (message: string): SimResponse => ({ status: 400, body: { error: message } });

export function control(sim: Simulator, req: SimRequest): SimResponse | Promise<SimResponse> {
  const body = (req.json ?? {}) as Record<string, unknown>;
  const route = `${req.method} ${req.path}`;
  switch (route) {
    case 'POST /_sim/script': {
      const behaviour = parseBehaviour(body);
      if (typeof behaviour === 'string') return bad(behaviour);
      const match: ScriptMatch = {};
      if (typeof body.reference === 'string') match.reference = body.reference;
      else if (typeof body.account === 'string') match.account = body.account;
      else match.next = typeof body.next === 'number' ? body.next : 1;
      sim.script(match, behaviour);
      return { status: 201, body: { match, behaviour } };
    }
    case 'POST /_sim/fault': {
      const fault = parseFault(body);
      if (typeof fault === 'string') return bad(fault);
      sim.fault(fault);
      return { status: 201, body: { fault } };
    }
    case 'POST /_sim/approve':
    case 'POST /_sim/decline':
    case 'POST /_sim/reverse': {
      if (typeof body.reference !== 'string') return bad('reference is required');
      const tx = sim.transaction(body.reference);
      if (!tx) return { status: 404, body: { error: 'unknown reference' } };
      const done =
        route === 'POST /_sim/reverse'
          ? sim.reverse(body.reference)
          : route === 'POST /_sim/approve'
            ? sim.approve(body.reference)
            : sim.decline(body.reference, typeof body.reason === 'string' ? body.reason : undefined);
      return done
        ? { status: 200, body: { reference: tx.reference, state: tx.state } }
        : { status: 409, body: { error: `transaction is ${tx.state}`, reference: tx.reference, state: tx.state } };
    }
    case 'POST /_sim/advance': {
      if (typeof body.ms !== 'number' || !Number.isSafeInteger(body.ms) || body.ms < 0) return bad('ms: whole number');
      if (!sim.manualClock) return { status: 409, body: { error: 'the simulator runs on the system clock' } };
      return sim.advance(body.ms).then(() => ({ status: 200, body: { now: sim.clock.now().toISOString() } }));
    }
    case 'POST /_sim/reset':
      sim.reset();
      return { status: 200, body: {} };
    case 'GET /_sim/transactions': {
      const state = req.query.get('state');
      return {
        status: 200,
        body: sim
          .transactions()
          .filter((tx) => !state || tx.state === state)
          .map((tx) => ({
            provider: tx.provider,
            kind: tx.kind,
            reference: tx.reference,
            account: tx.account,
            amountMinor: tx.amountMinor.toString(),
            currency: tx.currency,
            state: tx.state,
            reason: tx.reason,
            createdAt: tx.createdAt.toISOString(),
            outcome: tx.behaviour.outcome,
          })),
      };
    }
    case 'GET /_sim/deliveries':
      return { status: 200, body: sim.deliveries.map(({ body: b, ...d }) => ({ ...d, body: JSON.parse(b) })) };
  }
  const statement = /^\/_sim\/statement\/(momo|paystack)\/(\d{4}-\d{2}-\d{2})$/.exec(req.path);
  if (statement && req.method === 'GET') return sim.statement(statement[1] as 'momo' | 'paystack', statement[2], req);
  return { status: 404, body: { error: 'no such control path' } };
}
