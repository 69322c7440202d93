import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** A better-auth session with the names its user is shown by (decision 022). */
export interface SessionRow {
  userId: string;
  expiresAt: string | Date;
  username: string | null;
  displayUsername: string | null;
  name: string;
}

/** The session a token opens, if any (expired or not: the reader judges that). */
export async function findSessionByToken(
  db: Kysely<Database>,
  token: string,
): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    select s."userId", s."expiresAt", u.username, u."displayUsername", u.name
    from sessions s inner join users u on u.id = s."userId"
    where s.token = ${token}`.execute(db);
  return rows[0];
}
