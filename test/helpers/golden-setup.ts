import { afterAll, afterEach, expect } from 'vitest';
import { compareCurrentTest, writeRecording } from './golden.js';

// Registered for every test file by vitest.config.ts: REST answers against test/golden/.
afterEach(() => compareCurrentTest());
afterAll(() => writeRecording(expect.getState().testPath));
