import { type NotificationKind, PRODUCT_NAME } from '@stryd/domain';
import type { DigestItem } from './digest.repository';

/** Every sentence of the daily digest (docs/product.md "E-mail digest"). */
export const DIGEST_WORDS = {
  subject: (count: number) => `${count} new notification${count === 1 ? '' : 's'} on ${PRODUCT_NAME} today`,
  intro: 'Here is what happened since yesterday’s digest:',
  link: 'Open your notifications',
  kudos: (who: string, routine: string) => `${who} gave kudos to ${routine}`,
  comment: (who: string, routine: string) => `${who} commented on ${routine}`,
  reply: (who: string, routine: string) => `${who} replied to your comment on ${routine}`,
  follow: (who: string) => `${who} started following you`,
  join: (who: string, routine: string) => `${who} joined your routine ${routine}`,
  passed: (who: string, routine: string) => `${who} passed you on the ${routine} leaderboard`,
} as const;

/** "Ana", "Ana and Ben", "Ana and 3 others": the newest first. */
export function whoDidIt(names: readonly string[]): string {
  const [first, second] = names;
  if (names.length <= 1) return first ?? '';
  if (names.length === 2) return `${first} and ${second}`;
  return `${first} and ${names.length - 1} others`;
}

function sentence(kind: NotificationKind, who: string, routine: string): string {
  return kind === 'follow' ? DIGEST_WORDS.follow(who) : DIGEST_WORDS[kind](who, routine);
}

/**
 * The day's notifications (newest first) as one line per kind and thing it is about — a session, a
 * routine, or (for follows) the person — each naming its people, newest first, each once.
 */
export function digestLines(items: readonly DigestItem[]): string[] {
  const groups = new Map<string, { kind: NotificationKind; routine: string; actors: Map<string, string> }>();
  for (const item of items) {
    const kind = item.kind as NotificationKind;
    const about = kind === 'follow' ? '' : (item.session_id ?? item.routine_id ?? '');
    const key = `${kind}:${about}`;
    const group = groups.get(key) ?? {
      kind,
      routine: item.session_routine_name ?? item.routine_name ?? 'a routine',
      actors: new Map<string, string>(),
    };
    if (!group.actors.has(item.actor_id)) group.actors.set(item.actor_id, item.actor_name);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) =>
    sentence(group.kind, whoDidIt([...group.actors.values()]), group.routine),
  );
}
