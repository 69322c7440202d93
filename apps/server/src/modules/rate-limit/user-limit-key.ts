/**
 * The key of a limit counted per user. Every such key ends in `:<user id>`, so deleting an account finds
 * all of them, whatever limits exist (forgetUserLimits): nothing left names the person.
 */
export const userLimitKey = (kind: string, userId: string): string => `${kind}:${userId}`;

/**
 * Sign-in attempts are counted per account: by its id when the typed e-mail or username is an account's
 * (so a rename leaves no key naming the old name), else by the name as typed (lower-cased).
 */
export const loginUserKey = (userId: string): string => userLimitKey('login:user', userId);
export const loginNameKey = (typed: string): string => `login:account:${typed}`;
