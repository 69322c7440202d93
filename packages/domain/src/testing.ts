/**
 * Test data shared by the domain's and the apps' tests, imported as `@stryd/domain/testing`. Nothing in
 * `src/index.ts` re-exports it, and only test code may import it (scripts/boundaries.test.ts checks), so
 * it never reaches a production bundle.
 */
export * from './ai-reply/reply-corpus.fixtures';
