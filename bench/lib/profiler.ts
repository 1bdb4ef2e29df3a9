import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// CPU profiles of a bench child (BENCH_PROFILE=dir): one .cpuprofile per measured section,
// to open in Chrome DevTools or speedscope; with BENCH_HEAP_PROFILE=1 also a .heapprofile of
// everything the section allocated (collected objects included: where the garbage comes from).

let session: Session | null = null;
const HEAP = process.env.BENCH_HEAP_PROFILE === '1';

export async function startProfile() {
  if (session) return;
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  if (HEAP)
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
}

export async function stopProfile(file: string) {
  if (!session) return;
  const { profile } = await session.post('Profiler.stop');
  if (HEAP) {
    const heap = await session.post('HeapProfiler.stopSampling');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file.replace(/\.cpuprofile$/, '.heapprofile'), JSON.stringify(heap.profile));
  }
  session.disconnect();
  session = null;
  mkdirSync(dirname(file), { recursive: true }); // BENCH_PROFILE may name a folder not made yet
  writeFileSync(file, JSON.stringify(profile));
}
