import { INTERESTS, LEVELS, PAID_PLAN_TYPES } from '@stryd/domain';
import type { BulkWriter, Cell, TableSpec } from './bulk-writer';
import { FOLLOWS, PARTICIPATIONS, ROUTINES, type SeedGraph, SHIFT, USERS } from './seed-graph';
import { DESCRIPTIONS, EXERCISES, FIRST_NAMES } from './seed-names';
import { int, pick } from './seed-random';
import { timed, timings } from './seed-timer';

const iso = (date: Date): Cell => date.toISOString();

/** Writes the generated users, profiles, preferences, routines, workouts, participants and follows. */
export async function loadTables(writer: BulkWriter, graph: SeedGraph): Promise<void> {
  const { now, userIds, userId, routineIds, creators, names, joinKeys, participantCount, followKeys, dates } =
    graph;
  const users: TableSpec = {
    name: 'users',
    columns: [
      ['id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['emailVerified', 'bool'],
      ['image', 'text'],
      ['username', 'text'],
      ['displayUsername', 'text'],
      ['createdAt', 'timestamptz'],
      ['updatedAt', 'timestamptz'],
    ],
  };
  await timed('users', USERS, () =>
    writer.insert(
      users,
      (function* () {
        for (let u = 0; u < USERS; u += 1) {
          const username = `${FIRST_NAMES[u % FIRST_NAMES.length]}${u}`;
          const created = iso(new Date(now - (USERS - u) * 60_000));
          const image = u % 3 === 0 ? `https://images.stryd.local/avatars/${u}.png` : null;
          yield [
            userIds[u]!,
            username,
            `${username}@bench.stryd.local`,
            false,
            image,
            username,
            username,
            created,
            created,
          ];
        }
      })(),
    ),
  );
  await timed('profiles (10% premium)', USERS, () =>
    writer.insert(
      {
        name: 'profiles',
        columns: [
          ['user_id', 'text'],
          ['total_xp', 'int'],
          ['plan', 'text'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let u = 0; u < USERS; u += 1) {
          const plan = u % 10 === 0 ? PAID_PLAN_TYPES[u % 3]! : 'free';
          yield [userIds[u]!, int(400) * 10, plan, dates[u % 365]!];
        }
      })(),
    ),
  );
  const withPreferences = Math.floor(USERS * 0.4);
  await timed('preferences (40% of users)', withPreferences, () =>
    writer.insert(
      {
        name: 'preferences',
        columns: [
          ['user_id', 'text'],
          ['data', 'text'],
          ['updated_at', 'text'],
        ],
      },
      (function* () {
        for (let u = 0; u < withPreferences; u += 1) {
          const interests = [...new Set([pick(INTERESTS), pick(INTERESTS), pick(INTERESTS)])].slice(
            0,
            1 + int(3),
          );
          const data = JSON.stringify({
            type: 'bodyweight',
            workoutInterests: interests,
            workoutEquipments: [],
            level: pick(LEVELS),
            style: 'Short and Intense',
            duration: '30 mins',
            goal: 'Stay fit',
          });
          yield [userIds[u * 2 + 1]!, data, dates[u % 365]!];
        }
      })(),
    ),
  );
  await timed('routines', ROUTINES, () =>
    writer.insert(
      {
        name: 'routines',
        columns: [
          ['id', 'text'],
          ['creator_id', 'text'],
          ['name', 'text'],
          ['name_key', 'text'],
          ['description', 'text'],
          ['equipments', 'text'],
          ['level', 'text'],
          ['duration', 'text'],
          ['estimated_time_minutes', 'text'],
          ['rest_days', 'int'],
          ['reason', 'text'],
          ['creation_type', 'text'],
          ['created_date', 'text'],
          ['participant_count', 'int'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let r = 0; r < ROUTINES; r += 1) {
          const name = names[r]!;
          const level = pick(LEVELS);
          const focus = name.split(' ')[1]!.toLowerCase();
          const description = pick(DESCRIPTIONS)
            .replace('{focus}', focus)
            .replace('{level}', level.toLowerCase());
          const minutes = pick(['30', '45', '60']);
          const created = dates[r % 365]!;
          yield [
            routineIds[r]!,
            userIds[creators[r]!]!,
            name,
            name.normalize('NFC').trim().toLowerCase(),
            description,
            '[]',
            level,
            `${minutes} mins`,
            minutes,
            int(3),
            null,
            r % 4 === 0 ? 'generated' : 'created',
            created.slice(0, 10),
            participantCount[r]!,
            created,
          ];
        }
      })(),
    ),
  );
  let workoutRows = 0;
  await timed('workouts (3-5 per routine)', null, async () => {
    workoutRows = await writer.insert(
      {
        name: 'workouts',
        columns: [
          ['routine_id', 'text'],
          ['position', 'int'],
          ['type', 'text'],
          ['sets', 'int'],
          ['reps', 'text'],
          ['deleteable', 'int'],
        ],
      },
      (function* () {
        for (let r = 0; r < ROUTINES; r += 1) {
          const count = 3 + int(3);
          const start = int(EXERCISES.length);
          for (let p = 0; p < count; p += 1) {
            yield [routineIds[r]!, p, EXERCISES[(start + p * 7) % EXERCISES.length]!, 3, '10-15', 1];
          }
        }
      })(),
    );
  });
  timings[timings.length - 1]![1] = workoutRows.toLocaleString('en');
  await timed('participants', PARTICIPATIONS, () =>
    writer.insert(
      {
        name: 'participants',
        columns: [
          ['routine_id', 'text'],
          ['user_id', 'text'],
          ['routine_xp', 'int'],
          ['joined_at', 'text'],
        ],
      },
      (function* () {
        for (let i = 0; i < PARTICIPATIONS; i += 1) {
          const key = joinKeys[i]!;
          const r = Math.floor(key / SHIFT);
          yield [routineIds[r]!, userId(key - r * SHIFT), int(60) * 10, dates[i % 365]!];
        }
      })(),
    ),
  );
  await timed('follows', FOLLOWS, () =>
    writer.insert(
      {
        name: 'follows',
        columns: [
          ['follower_id', 'text'],
          ['followee_id', 'text'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let i = 0; i < FOLLOWS; i += 1) {
          const key = followKeys[i]!;
          const follower = Math.floor(key / SHIFT);
          yield [userId(follower), userId(key - follower * SHIFT), dates[i % 365]!];
        }
      })(),
    ),
  );
}
