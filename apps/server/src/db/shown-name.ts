import { type RawBuilder, sql } from 'kysely';

/** The user fields the shown name is made of (better-auth's columns). */
export interface NameFields {
  displayUsername?: string | null;
  username?: string | null;
  name: string;
}

/**
 * The name the app shows for a user, everywhere: the display username (the case they signed up with),
 * else the username, else the account's name (accounts from an identity provider may have only that).
 */
export function shownName(user: NameFields): string {
  return user.displayUsername ?? user.username ?? user.name;
}

/** The same rule in SQL, over the users table (or its alias) of a query. */
export function shownNameSql(table = 'users'): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${table}.displayUsername`)}, ${sql.ref(`${table}.username`)}, ${sql.ref(`${table}.name`)})`;
}
