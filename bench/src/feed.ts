/**
 * What the feed benchmarks need from the benchmark user's feed, read once before the load: the cursor
 * of a page a few pages in (a keyset page that has to skip the newest sessions) and sessions of other
 * people they may see (the kudos lanes).
 */
export const NEXT_PAGE = 5;
const KUDOS_LANES = 60;

interface FeedPage {
  items: { kind: string; id: string; person: { id: string } }[];
  next: string | null;
}

export async function feedTargets(
  base: string,
  cookie: string,
  viewerId: string,
): Promise<{ cursor: string | null; sessionIds: string[] }> {
  let cursor: string | null = null;
  let after: string | null = null;
  const sessionIds: string[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const query = after ? `?after=${encodeURIComponent(after)}` : '';
    const response = await fetch(`${base}/api/feed${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/feed${query}: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as FeedPage;
    // Sessions only: the feed's other cards (routines, ranks; decision 038) take no kudos.
    for (const card of answer.items)
      if (card.kind === 'session' && card.person.id !== viewerId) sessionIds.push(card.id);
    after = answer.next;
    if (page === NEXT_PAGE - 1) cursor = after;
    if (!after || (cursor && sessionIds.length >= KUDOS_LANES)) break;
  }
  return { cursor, sessionIds: sessionIds.slice(0, KUDOS_LANES) };
}
