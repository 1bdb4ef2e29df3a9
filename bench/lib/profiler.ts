import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

// CPU profiles of a bench child (BENCH_PROFILE=dir): one .cpuprofile per measured section,
// to open in Chrome DevTools or speedscope.

let session: Session | null = null;

export async function startProfile() {
  if (session) return;
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}

export async function stopProfile(file: string) {
  if (!session) return;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  session = null;
  writeFileSync(file, JSON.stringify(profile));
}
