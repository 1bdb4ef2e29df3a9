// The few logger methods the chain layer uses; a pino Logger satisfies this shape.
// Never pass private keys, mnemonics or signatures in the log objects.
export interface ChainLogger {
  trace(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = (): void => {};
export const silentLogger: ChainLogger = { trace: noop, debug: noop, info: noop, warn: noop, error: noop };
