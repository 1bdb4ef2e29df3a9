import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { compareCurrentTest, startTest, writeRecording } from './golden.js';

// Registered for every test file by vitest.config.ts: REST answers against test/golden/.
beforeEach(() => startTest());
afterEach(() => compareCurrentTest());
afterAll(() => writeRecording(expect.getState().testPath));
