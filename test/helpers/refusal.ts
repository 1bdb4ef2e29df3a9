import { expect } from 'vitest';
import { AppError } from '../../src/kernel/errors.js';

/** The AppError `fn` throws; fails the test when it throws nothing or something else. */
export function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError, nothing was thrown');
}
