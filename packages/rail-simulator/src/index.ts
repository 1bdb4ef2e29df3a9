export type { Behaviour, CallbackMode, Outcome, ScriptMatch } from './behaviour.js';
export { MAGIC_SUFFIX, magicBehaviour } from './behaviour.js';
export { ManualClock, type SimClock, systemClock } from './clock.js';
export type { Delivery } from './delivery.js';
export type { Fault, FaultMode } from './faults.js';
export type { Kind, Provider, SimTransaction, State } from './ledger.js';
export type { MomoConfig } from './momo.js';
export type { PaystackConfig } from './paystack.js';
export { type Simulator, type SimulatorOptions, startSimulator } from './server.js';
