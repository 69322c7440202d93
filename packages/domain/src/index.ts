// The public surface of @stryd/domain: what the apps and their tests import. A file listed by name keeps
// helpers that only the domain and its own tests use (the AI reply readers, check/uncheck arithmetic, price
// formatting); files the apps never need (JSON extraction, equipment keywords, the fallback list, shared zod
// pieces) are left out. Test data is exported from ./testing (`@stryd/domain/testing`), never from here.
export { equipmentMismatch } from './ai-reply/equipment-mismatch';
export { parseMealPlanReply } from './ai-reply/meal-plan-reply';
export { MealPlanReplyError, RoutineReplyError } from './ai-reply/reply-errors';
export { parseRoutineReply } from './ai-reply/routine-reply';
export * from './catalogue/exercise-name';
export * from './catalogue/exercise-search';
export * from './catalogue/exercise-swaps';
export * from './catalogue/exercises';
export * from './catalogue/imported-exercise';
export * from './catalogue/library/types';
export * from './catalogue/swap-messages';
export * from './constants/limits';
export * from './constants/options';
export * from './constants/providers';
export * from './constants/timings';
export * from './dates/today-iso';
export * from './formats/strong-csv';
export * from './messages/ui-messages';
export * from './navigation/app-routes';
export * from './navigation/path-pattern';
export * from './navigation/paths';
export * from './navigation/routine-reads';
export * from './navigation/safe-redirect';
export * from './plans/plan-types';
export {
  PLANS,
  type Plan,
  PREMIUM_FEATURES,
  planByProductId,
  planByType,
  planPriceText,
} from './plans/plans';
export * from './product/product';
export * from './progress/daily-xp';
export {
  applySetToggle,
  formatPercent,
  INITIAL_XP_STATE,
  isComplete,
  perSetShare,
  type XpState,
} from './progress/set-progress';
export * from './ranks/ranks';
export * from './routines/leaderboard';
export * from './routines/routine-name';
export * from './routines/workout-groups';
export * from './schemas/account-schema';
export * from './schemas/comment-schema';
export * from './schemas/email-preferences-schema';
export * from './schemas/exercise-answers-schema';
export * from './schemas/feed-schema';
export * from './schemas/generated-routine-schema';
export * from './schemas/import-schema';
export * from './schemas/limits';
export * from './schemas/meal-plan-schema';
export * from './schemas/native-sign-in-schema';
export * from './schemas/notification-schema';
export * from './schemas/plate-setup-schema';
export * from './schemas/preferences-schema';
export * from './schemas/profile-schema';
export * from './schemas/push-schema';
export * from './schemas/routine-answers-schema';
export * from './schemas/routine-edit-schema';
export * from './schemas/routine-name-schema';
export * from './schemas/routine-schema';
export * from './schemas/safety-schema';
export * from './schemas/search-answers-schema';
export * from './schemas/service-answers-schema';
export * from './schemas/user-answers-schema';
export * from './schemas/username-schema';
export * from './schemas/workout-log-schema';
export * from './schemas/workout-schema';
export * from './seo/page-title';
export * from './seo/prerender';
export * from './social/hidden-person';
export * from './social/notification-words';
export * from './social/visibility';
export * from './text/control-characters';
export * from './training/default-plates';
export * from './training/plate-text';
export * from './training/plates';
export * from './training/progression';
export * from './training/records';
export * from './training/rest-timer';
export * from './training/set-details';
export * from './training/set-places';
export * from './training/set-value-rules';
export * from './training/set-values';
export * from './training/streak';
export * from './training/warm-ups';
export * from './ui/display-prefs';
export * from './ui/format-timer';
export * from './ui/theme';
export * from './validation/questionnaire';
export * from './validation/questionnaire-messages';
export * from './validation/routine-form';
export * from './validation/routine-form-messages';
export * from './validation/username';
