import { z } from 'zod';
import { badRequest } from '../../http/errors';

/**
 * A keyset cursor over rows ordered by (a time, an id), newest first, as a client passes it back: the
 * last row's ISO time and id. The feed and the inbox page by it.
 */
export interface TimeCursor {
  at: string;
  id: string;
}

const SEPARATOR = '~';
const isoDateTime = z.iso.datetime();

export const timeCursorOf = (row: { at: string; id: string }) => `${row.at}${SEPARATOR}${row.id}`;

/** The cursor in `text`, or null without one; one we did not make is a 400 with `message`. */
export function parseTimeCursor(
  text: string | undefined,
  refusal: { message: string; code: string },
): TimeCursor | null {
  if (text === undefined) return null;
  const split = text.indexOf(SEPARATOR);
  const at = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !isoDateTime.safeParse(at).success || id.length === 0 || id.length > 128)
    throw badRequest(refusal.message, refusal.code);
  return { at, id };
}
