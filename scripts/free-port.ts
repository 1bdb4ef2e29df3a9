import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A port for a process started later that must keep it across restarts (a cluster's instances
// behind HAProxy, a private PostgreSQL stopped and started again). A port the kernel hands out
// for listen(0) is an ephemeral one: once released, any outgoing connection of the machine may
// take it as its source port, and the later listen fails with EADDRINUSE. So the port is picked
// below the ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range), where only another
// listener can take it, and checked free on 127.0.0.1.

/** The lowest ephemeral port (Linux), or null where it cannot be read. */
function ephemeralStart(): number | null {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) ? low : null;
  } catch {
    return null;
  }
}

const FLOOR = 10_000;

/** Listens on `port` (0: the kernel picks) on 127.0.0.1 and releases it; the port, or null when taken. */
const tryPort = (port: number) =>
  new Promise<number | null>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });

/** A free TCP port on 127.0.0.1 that outgoing connections do not take once it is released. */
export async function freePort(): Promise<number> {
  const low = ephemeralStart();
  if (low !== null && low - FLOOR >= 1_000) {
    for (let i = 0; i < 50; i++) {
      const port = await tryPort(FLOOR + Math.floor(Math.random() * (low - FLOOR)));
      if (port !== null) return port;
    }
  }
  const port = await tryPort(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}
