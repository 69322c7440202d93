import { tryAgainIn } from '../rate-limit/per-hour';

/** Kudos one person may give in a clock hour (docs/product.md); `KUDOS_LIMIT_PER_HOUR` may say otherwise. */
export const KUDOS_PER_HOUR = 300;

export const kudosRateLimited = (minutes: number, perHour = KUDOS_PER_HOUR) =>
  `You can give kudos ${perHour} times an hour. ${tryAgainIn(minutes)}`;
