import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation';
import * as core from './0002-core';
import * as search from './0003-search';
import * as ai from './0004-ai';
import * as payments from './0005-payments';
import * as leaderboardIndex from './0006-leaderboard-index';
import * as searchPopularityIndex from './0007-search-popularity-index';
import * as routineNameKeys from './0008-routine-name-keys';
import * as emailDedupe from './0010-email-dedupe';
import * as nativeSignIn from './0011-native-sign-in';
import * as rollingRateLimits from './0012-rolling-rate-limits';
import * as workoutExerciseIds from './0013-workout-exercise-ids';
import * as routineEditing from './0014-routine-editing';
import * as workoutLog from './0015-workout-log';
import * as emailPreferences from './0017-email-preferences';
import * as imports from './0018-imports';
import * as importState from './0019-import-state';
import * as displayPreferences from './0020-display-preferences';
import * as sessionVisibility from './0021-session-visibility';
import * as feedAndKudos from './0022-feed-and-kudos';
import * as comments from './0023-comments';
import * as notifications from './0024-notifications';
import * as blocksAndReports from './0025-blocks-and-reports';
import * as push from './0026-push';
import * as notificationChannels from './0027-notification-channels';
import * as feedEvents from './0028-feed-events';
import * as setDetails from './0029-set-details';
import * as plateSetups from './0030-plate-setups';
import * as workoutGroups from './0033-workout-groups';
import * as sessionSwaps from './0035-session-swaps';
import * as setGroups from './0036-set-groups';
import * as exerciseBests from './0037-exercise-bests';
import * as feedRecentEvents from './0038-feed-recent-events';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled server carries them.
 * Add new files as NNNN-name.ts and register them here; never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-core': core,
  '0003-search': search,
  '0004-ai': ai,
  '0005-payments': payments,
  '0006-leaderboard-index': leaderboardIndex,
  '0007-search-popularity-index': searchPopularityIndex,
  '0008-routine-name-keys': routineNameKeys,
  '0010-email-dedupe': emailDedupe,
  '0011-native-sign-in': nativeSignIn,
  '0012-rolling-rate-limits': rollingRateLimits,
  '0013-workout-exercise-ids': workoutExerciseIds,
  '0014-routine-editing': routineEditing,
  '0015-workout-log': workoutLog,
  '0017-email-preferences': emailPreferences,
  '0018-imports': imports,
  '0019-import-state': importState,
  '0020-display-preferences': displayPreferences,
  '0021-session-visibility': sessionVisibility,
  '0022-feed-and-kudos': feedAndKudos,
  '0023-comments': comments,
  '0024-notifications': notifications,
  '0025-blocks-and-reports': blocksAndReports,
  '0026-push': push,
  '0027-notification-channels': notificationChannels,
  '0028-feed-events': feedEvents,
  '0029-set-details': setDetails,
  '0030-plate-setups': plateSetups,
  '0033-workout-groups': workoutGroups,
  '0035-session-swaps': sessionSwaps,
  '0036-set-groups': setGroups,
  '0037-exercise-bests': exerciseBests,
  '0038-feed-recent-events': feedRecentEvents,
};
