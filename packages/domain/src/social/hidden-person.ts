/**
 * Someone in a block with the viewer, as a leaderboard shows them (docs/api.md "Blocking and reports").
 * Apart from the safety schemas: the routine page reads these, and importing them from a schema module
 * brought zod (22 KiB brotli) onto that page (docs/performance.md, "History's code fetched ahead, zod off
 * the routine page").
 */

/** What a leaderboard shows instead of the name of someone in a block with the viewer. */
export const HIDDEN_PERSON_NAME = 'Hidden';

/**
 * Their id on that leaderboard: this prefix and a random part, new on every answer, so rows stay apart
 * and nothing links back to the person.
 */
export const HIDDEN_PERSON_ID_PREFIX = 'hidden-';

export const isHiddenPerson = (id: string) => id.startsWith(HIDDEN_PERSON_ID_PREFIX);
