import type { Kysely } from 'kysely';

/**
 * The native app's sign-in hand-over (docs/native-sign-in.md): one row per code the signed-in browser
 * was granted for the app. Only the code's SHA-256 is kept, with the app's PKCE challenge, so neither a
 * reader of the table nor a holder of the code alone can turn it into a session. Redeeming deletes
 * the row; expired rows are swept when new codes are granted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('native_sign_in_grants')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('native_sign_in_grants_expires_at')
    .on('native_sign_in_grants')
    .columns(['expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('native_sign_in_grants').execute();
}
