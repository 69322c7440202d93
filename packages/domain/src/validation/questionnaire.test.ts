import { describe, expect, it } from 'vitest';
import {
  type QuestionnaireDraft,
  validateQuestionnaireStep,
  validateQuestionnaireSubmit,
} from './questionnaire';
import { QUESTIONNAIRE_MESSAGES, QUESTIONNAIRE_STEPS } from './questionnaire-messages';

const complete: QuestionnaireDraft = {
  type: 'bodyweight',
  workoutInterests: ['Yoga'],
  workoutEquipments: [],
  level: 'Beginner',
  style: 'Long and moderate',
  duration: '1 hr',
  goal: 'Feel better',
};

describe('questionnaire messages', () => {
  it('quotes the product exactly', () => {
    expect(QUESTIONNAIRE_MESSAGES).toEqual({
      stepLevel: 'Please select a fitness level to continue.',
      stepInterests: 'Please select at least one workout interest to continue.',
      stepEquipment: 'Please select at least one available equipment or switch to Bodyweight.',
      stepStyleAndDuration: 'Please select both a workout style and duration to continue.',
      submitLevel: 'Please select your fitness level.',
      submitInterests: 'Please choose at least one workout interest.',
      submitStyle: 'Please choose a workout style.',
      submitDuration: 'Please choose a workout duration.',
      submitGoal: 'Please enter your workout goal.',
    });
  });

  it('has the four steps', () => {
    expect(QUESTIONNAIRE_STEPS).toEqual(['Basic Info', 'Workout Type', 'Preferences', 'Goals']);
  });
});

describe('validateQuestionnaireStep', () => {
  it.each<[1 | 2 | 3 | 4, QuestionnaireDraft, string | null]>([
    [1, {}, 'Please select a fitness level to continue.'],
    [1, { level: 'Pro' }, 'Please select a fitness level to continue.'],
    [1, { level: 'Advanced' }, null],
    [1, { level: 'Advanced', ageRange: undefined, gender: undefined }, null],
    [2, { type: 'bodyweight' }, 'Please select at least one workout interest to continue.'],
    [
      2,
      { type: 'bodyweight', workoutInterests: [] },
      'Please select at least one workout interest to continue.',
    ],
    [
      2,
      { type: 'bodyweight', workoutInterests: ['Knitting'] },
      'Please select at least one workout interest to continue.',
    ],
    [2, { type: 'bodyweight', workoutInterests: ['Yoga'] }, null],
    [2, { workoutInterests: ['Yoga'] }, null],
    [
      2,
      { type: 'equipments', workoutInterests: ['Yoga'], workoutEquipments: [] },
      'Please select at least one available equipment or switch to Bodyweight.',
    ],
    [
      2,
      { type: 'equipments', workoutInterests: [], workoutEquipments: [] },
      'Please select at least one workout interest to continue.',
    ],
    [2, { type: 'equipments', workoutInterests: ['Yoga'], workoutEquipments: ['Yoga Mat'] }, null],
    [3, {}, 'Please select both a workout style and duration to continue.'],
    [3, { style: 'Short and Intense' }, 'Please select both a workout style and duration to continue.'],
    [3, { duration: '45mins' }, 'Please select both a workout style and duration to continue.'],
    [
      3,
      { style: 'Short and Intense', duration: '45 mins' },
      'Please select both a workout style and duration to continue.',
    ],
    [3, { style: 'Short and Intense', duration: '45mins' }, null],
    [4, {}, null],
  ])('step %s with %j → %j', (step, draft, message) => {
    expect(validateQuestionnaireStep(step, draft)).toBe(message);
  });
});

describe('validateQuestionnaireSubmit (the product order)', () => {
  it('passes a complete draft; age range, gender and additional info are optional', () => {
    expect(validateQuestionnaireSubmit(complete)).toBeNull();
  });

  it.each<[QuestionnaireDraft, string]>([
    [{}, 'Please select your fitness level.'],
    [{ ...complete, level: undefined, workoutInterests: [] }, 'Please select your fitness level.'],
    [{ ...complete, workoutInterests: [], style: undefined }, 'Please choose at least one workout interest.'],
    [{ ...complete, style: undefined, duration: undefined }, 'Please choose a workout style.'],
    [{ ...complete, duration: undefined, goal: '' }, 'Please choose a workout duration.'],
    [{ ...complete, goal: '' }, 'Please enter your workout goal.'],
    [{ ...complete, goal: '   ' }, 'Please enter your workout goal.'],
    [{ ...complete, goal: undefined }, 'Please enter your workout goal.'],
  ])('%j → %s', (draft, message) => {
    expect(validateQuestionnaireSubmit(draft)).toBe(message);
  });
});
