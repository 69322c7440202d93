import { tryAgainIn } from '../rate-limit/per-hour';

/** Comments (replies included) one person may post in a clock hour (docs/product.md); `COMMENT_LIMIT_PER_HOUR` may say otherwise. */
export const COMMENTS_PER_HOUR = 60;

export const commentsRateLimited = (minutes: number, perHour = COMMENTS_PER_HOUR) =>
  `You can post ${perHour} comments an hour. ${tryAgainIn(minutes)}`;
