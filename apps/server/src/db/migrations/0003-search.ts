import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Search and recommendation support (docs/engineering.md#data): a full-text index over routine names
 * and descriptions, kept in sync by triggers so the routines module needs to know nothing about it, and a
 * follower count per user (also trigger-maintained) so "popular people" is an index scan instead of a GROUP
 * BY.
 *
 * - SQLite: an external-content FTS5 table `routines_fts` over routines (unicode61, diacritics removed,
 *   prefix indexes for 2 and 3 characters), rowids shared with `routines`.
 * - PostgreSQL: a side table `routine_search` with stored tsvectors ('simple' configuration, no stemming,
 *   so prefix queries behave like SQLite's), a GIN index and a copy of participant_count (ranking many
 *   matches never leaves the table); accents are folded by `stryd_fold`, an immutable translate() (no
 *   extension needed), and usernames get a byte-order ("C") index for prefix ranges.
 */

/** Lower-case accented Latin letters and the plain letter each one folds to (Latin-1 + Latin Extended-A). */
function foldTable(): { from: string; to: string } {
  // Letters that do not decompose in Unicode but readers still expect to fold.
  let from = 'øđłħŧı';
  let to = 'odlhti';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const ch = String.fromCodePoint(code);
    if (ch !== ch.toLowerCase()) continue;
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain.length === 1 && plain !== ch && /[a-z]/.test(plain)) {
      from += ch;
      to += plain;
    }
  }
  return { from, to };
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_stats')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('follower_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_stats_followers').on('user_stats').columns(['follower_count']).execute();

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);

  await sql`
    insert into user_stats (user_id, follower_count)
    select followee_id, count(*) from follows group by followee_id
  `.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // External content: the index reads text from `routines` and shares its rowid, so queries join on the
  // integer rowid and never read text they do not need. After a VACUUM (which may renumber rowids of a
  // table without an INTEGER PRIMARY KEY) run: insert into routines_fts(routines_fts) values('rebuild').
  await sql`
    create virtual table routines_fts using fts5(
      name, description,
      content = 'routines', content_rowid = 'rowid',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    )
  `.execute(db);
  const deleteOld = `
    insert into routines_fts (routines_fts, rowid, name, description)
    values ('delete', old.rowid, old.name, old.description);`;
  const insertNew = `
    insert into routines_fts (rowid, name, description) values (new.rowid, new.name, new.description);`;
  await sql
    .raw(`create trigger routines_fts_insert after insert on routines begin ${insertNew} end`)
    .execute(db);
  await sql
    .raw(`create trigger routines_fts_delete after delete on routines begin ${deleteOld} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger routines_fts_update after update of name, description on routines
       begin ${deleteOld} ${insertNew} end`,
    )
    .execute(db);
  await sql`insert into routines_fts (routines_fts) values ('rebuild')`.execute(db);

  await sql`
    create trigger user_stats_follow after insert on follows begin
      insert into user_stats (user_id, follower_count) values (new.followee_id, 1)
      on conflict (user_id) do update set follower_count = user_stats.follower_count + 1;
    end
  `.execute(db);
  await sql`
    create trigger user_stats_unfollow after delete on follows begin
      update user_stats set follower_count = follower_count - 1 where user_id = old.followee_id;
    end
  `.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const { from, to } = foldTable();
  await sql
    .raw(
      `create or replace function stryd_fold(value text) returns text
       language sql immutable strict parallel safe
       as $$ select translate(lower(value), '${from}', '${to}') $$`,
    )
    .execute(db);

  await sql`
    create table routine_search (
      routine_id text primary key references routines (id) on delete cascade,
      name_doc tsvector not null,
      doc tsvector not null,
      -- A copy of routines.participant_count, so ranking many matches never leaves this table.
      popularity integer not null default 0
    )
  `.execute(db);
  await sql`create index routine_search_doc on routine_search using gin (doc)`.execute(db);
  await sql`
    create or replace function stryd_routine_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.name = old.name and new.description = old.description then
        update routine_search set popularity = new.participant_count where routine_id = new.id;
        return null;
      end if;
      insert into routine_search (routine_id, name_doc, doc, popularity)
      values (
        new.id,
        to_tsvector('simple', stryd_fold(new.name)),
        to_tsvector('simple', stryd_fold(new.name || ' ' || new.description)),
        new.participant_count
      )
      on conflict (routine_id) do update
        set name_doc = excluded.name_doc, doc = excluded.doc, popularity = excluded.popularity;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger routines_search_sync after insert or update of name, description, participant_count on routines
    for each row execute function stryd_routine_search_sync()
  `.execute(db);
  await sql`
    insert into routine_search (routine_id, name_doc, doc, popularity)
    select id, to_tsvector('simple', stryd_fold(name)), to_tsvector('simple', stryd_fold(name || ' ' || description)),
      participant_count
    from routines
  `.execute(db);

  // Byte order (collation "C"): prefix ranges and their ordering come straight from this index.
  await sql`create index users_username_prefix on users ((username collate "C"))`.execute(db);

  await sql`
    create or replace function stryd_user_stats_follows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into user_stats (user_id, follower_count) values (new.followee_id, 1)
        on conflict (user_id) do update set follower_count = user_stats.follower_count + 1;
      else
        update user_stats set follower_count = follower_count - 1 where user_id = old.followee_id;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger user_stats_follows after insert or delete on follows
    for each row execute function stryd_user_stats_follows()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists user_stats_follows on follows`.execute(db);
    await sql`drop function if exists stryd_user_stats_follows()`.execute(db);
    await sql`drop index if exists users_username_prefix`.execute(db);
    await sql`drop trigger if exists routines_search_sync on routines`.execute(db);
    await sql`drop function if exists stryd_routine_search_sync()`.execute(db);
    await sql`drop table if exists routine_search`.execute(db);
    await sql`drop function if exists stryd_fold(text)`.execute(db);
  } else {
    for (const trigger of [
      'user_stats_follow',
      'user_stats_unfollow',
      'routines_fts_insert',
      'routines_fts_delete',
      'routines_fts_update',
    ]) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await sql`drop table if exists routines_fts`.execute(db);
  }
  await db.schema.dropTable('user_stats').execute();
}
