import { describe, expect, it } from 'vitest';
import { firstBeat, nextBeat, STALLED_BEATS } from '../../src/realtime/heartbeat.js';

// The rule src/realtime/heartbeat.ts ends websockets by, tick after tick (test/chat-live.test.ts
// shows both kinds of dead phone going OFFLINE on a real socket).

/** The verdicts of consecutive ticks: `[bufferedAmount, answered?]` each, nothing stood still. */
function run(ticks: Array<[number, boolean]>, stood = false) {
  const beat = firstBeat();
  return ticks.map(([buffered, answered]) => {
    const verdict = nextBeat(beat, buffered, stood);
    beat.answered = answered; // a pong that comes before the next tick
    return verdict;
  });
}

describe('websocket heartbeat', () => {
  it('keeps a socket that answers every ping, backlog or not', () => {
    expect(
      run([
        [0, true],
        [0, true],
        [500_000, true],
        [900_000, true],
        [0, true],
      ]),
    ).toEqual(Array(5).fill('ping'));
  });

  it('ends a socket with nothing waiting at the first ping it left unanswered', () => {
    expect(
      run([
        [0, true],
        [0, false],
        [0, false],
      ]),
    ).toEqual(['ping', 'ping', 'end']);
  });

  it('keeps a slow link while its backlog shrinks, however long it takes', () => {
    const draining: Array<[number, boolean]> = Array.from({ length: 20 }, (_, i) => [2_000_000 - i * 100_000, false]);
    expect(run(draining)).toEqual(Array(20).fill('ping'));
  });

  it('keeps a socket whose backlog just emptied for one more tick (its pong is on the way)', () => {
    expect(
      run([
        [0, true],
        [300_000, false],
        [0, false],
        [0, false],
      ]),
    ).toEqual(['ping', 'ping', 'ping', 'end']);
  });

  it(`ends a socket whose backlog has not shrunk for ${STALLED_BEATS} ticks, growing or not (a frozen reader)`, () => {
    expect(
      run([
        [0, true],
        [400_000, false],
        [400_000, false],
        [400_000, false],
        [400_000, false],
      ]),
    ).toEqual(['ping', 'ping', 'ping', 'ping', 'end']);
    expect(
      run([
        [0, true],
        [1, false],
        [2, false],
        [3, false],
        [4, false],
      ]),
    ).toEqual(['ping', 'ping', 'ping', 'ping', 'end']);
  });

  it('ends nothing on a tick that came late (the process stood still; answers are unread)', () => {
    expect(
      run(
        [
          [0, false],
          [0, false],
          [400_000, false],
          [400_000, false],
        ],
        true,
      ),
    ).toEqual(Array(4).fill('ping'));
  });
});
