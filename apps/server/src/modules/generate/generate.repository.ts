import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AiRequestsTable, Database } from '../../db/schema';

export type AiRequestLog = Omit<AiRequestsTable, 'id' | 'created_at'>;

/** One row per generation request: the record behind the limits and any later look at AI usage. */
export async function insertAiRequest(db: Kysely<Database>, row: AiRequestLog, now: Date): Promise<void> {
  await db
    .insertInto('ai_requests')
    .values({
      id: randomUUID(),
      ...row,
      duration_ms: Math.round(row.duration_ms),
      created_at: now.toISOString(),
    })
    .execute();
}
