/** Words the seed builds user names, routine names and descriptions from. */
import { pick } from './seed-random';

export const FIRST_NAMES = (
  'alice alicia ali alex amir anna ben bella carlos chloe chen dan dara diego ella emma eric fatima finn ' +
  'grace hana hugo ivan iris jack jade jon kai kim leo lena liam lucia maya malik marco mia nina noah ' +
  'olga omar oscar paula priya quinn rafa rosa sam sara sofia tariq tom uma vera wei yara yusuf zoe zara'
).split(' ');
const NAME_FIRST = (
  'Morning Evening Sunrise Power Quick Daily Weekend Lunchtime Beast Gentle Brutal Steady Explosive ' +
  'Urban Home Park Beach Iron Core Total Ultimate Express Mighty Zen'
).split(' ');
const NAME_FOCUS = (
  'Leg Legs Glute Core Arm Back Chest Shoulder Yoga Running Sprint HIIT Boxing Pilates Cycling Swim ' +
  'Dance Calisthenics Kettlebell Mobility Cardio Strength Stretch Tabata Barbell Dumbbell'
).split(' ');
const NAME_LAST = 'Day Blast Burn Flow Circuit Session Builder Grind Ladder Challenge Routine Workout'.split(
  ' ',
);
export const DESCRIPTIONS = [
  'A {level} session to build {focus} strength.',
  'Short and intense: {focus} work with little rest.',
  'Long and moderate {focus} training for steady progress.',
  'Great for busy days; no equipment needed.',
  'Warm up well, then push through every set.',
  'My favourite {focus} routine, shared with friends.',
];
export const EXERCISES = (
  'Push-Ups,Bodyweight Squats,Walking Lunges,Glute Bridges,Plank,Side Plank,Mountain Climbers,' +
  'Jumping Jacks,Reverse Lunges,Bird Dogs,Supermans,Hip Thrusts (floor),Calf Raises,Wall Sit,Burpees,' +
  'Pull-Ups,Dips,Deadlifts,Bench Press,Kettlebell Swings,Box Jumps,High Knees,Russian Twists,Crunches'
).split(',');

export function routineName(): string {
  return `${pick(NAME_FIRST)} ${pick(NAME_FOCUS)} ${pick(NAME_LAST)}`;
}
