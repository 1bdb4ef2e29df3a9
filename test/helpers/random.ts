/** The seed of a random test: TEST_SEED when given (a replay), otherwise a new one; print it. */
export const testSeed = () => Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);

/** A seeded generator (mulberry32): the same seed replays the same random test. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
