import { availableParallelism } from 'node:os';

/**
 * Test workers, for every project of the run (Vitest refuses a run whose projects differ). Its default is
 * one fewer than the cores — one on a 2-core machine, where the suites then ran one file at a time. The
 * server suites wait on their databases more than they compute, so one more worker than cores keeps
 * every core busy (docs/engineering.md#test-suites).
 */
export const TEST_WORKERS = availableParallelism() + 1;
