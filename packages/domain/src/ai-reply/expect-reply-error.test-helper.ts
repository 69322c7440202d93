import { expect } from 'vitest';

/** Asserts fn throws an instance of errorClass whose message is exactly message. */
export function expectReplyError(
  fn: () => unknown,
  errorClass: new (message: never) => Error,
  message: string,
): void {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(errorClass);
  expect((caught as Error).message).toBe(message);
}
