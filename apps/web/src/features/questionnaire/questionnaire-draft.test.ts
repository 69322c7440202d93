import { QUESTIONNAIRE_MESSAGES as M } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { checkSubmit, type Draft, draftFromPreferences, EMPTY_DRAFT, stepError } from './questionnaire-draft';

const COMPLETE: Draft = {
  ...EMPTY_DRAFT,
  level: 'Beginner',
  workoutInterests: ['Yoga'],
  style: 'Short and Intense',
  duration: '45mins',
  goal: 'Get stronger',
};

describe('questionnaire checks', () => {
  it('Generate Routine reports the first failing check in the product order', () => {
    expect(checkSubmit(EMPTY_DRAFT)).toEqual({ ok: false, message: 'Please select your fitness level.' });
    const steps: [Partial<Draft>, string][] = [
      [{ level: 'Beginner' }, 'Please choose at least one workout interest.'],
      [{ workoutInterests: ['Yoga'] }, 'Please choose a workout style.'],
      [{ style: 'Long and moderate' }, 'Please choose a workout duration.'],
      [{ duration: '1 hr' }, 'Please enter your workout goal.'],
    ];
    let draft: Draft = EMPTY_DRAFT;
    for (const [change, message] of steps) {
      draft = { ...draft, ...change };
      expect(checkSubmit(draft)).toEqual({ ok: false, message });
    }
    expect(checkSubmit({ ...draft, goal: '   ' })).toEqual({ ok: false, message: M.submitGoal });
    expect(checkSubmit({ ...draft, goal: 'Run a 5k' }).ok).toBe(true);
  });

  it('sends no equipment for bodyweight and requires it for equipments', () => {
    const bodyweight = checkSubmit({ ...COMPLETE, workoutEquipments: ['Dumbbells'] });
    expect(bodyweight.ok && bodyweight.preferences.workoutEquipments).toEqual([]);
    expect(checkSubmit({ ...COMPLETE, type: 'equipments' })).toEqual({ ok: false, message: M.stepEquipment });
    const equipped = checkSubmit({ ...COMPLETE, type: 'equipments', workoutEquipments: ['Kettlebell'] });
    expect(equipped.ok && equipped.preferences).toMatchObject({
      type: 'equipments',
      workoutEquipments: ['Kettlebell'],
      level: 'Beginner',
      duration: '45mins',
      goal: 'Get stronger',
    });
  });

  it('leaves optional answers out when they are empty', () => {
    const result = checkSubmit({ ...COMPLETE, additionalText: '  ' });
    expect(result.ok && result.preferences).not.toHaveProperty('additionalText');
    expect(result.ok && result.preferences).not.toHaveProperty('ageRange');
  });

  it('each step has its own message', () => {
    expect(stepError(1, EMPTY_DRAFT)).toBe('Please select a fitness level to continue.');
    expect(stepError(2, EMPTY_DRAFT)).toBe('Please select at least one workout interest to continue.');
    expect(stepError(2, { ...EMPTY_DRAFT, type: 'equipments', workoutInterests: ['Yoga'] })).toBe(
      'Please select at least one available equipment or switch to Bodyweight.',
    );
    expect(stepError(3, { ...EMPTY_DRAFT, style: 'Short and Intense' })).toBe(
      'Please select both a workout style and duration to continue.',
    );
    expect(stepError(4, EMPTY_DRAFT)).toBeNull();
  });

  it('prefills from saved answers', () => {
    expect(draftFromPreferences(null)).toEqual(EMPTY_DRAFT);
    const draft = draftFromPreferences({
      type: 'equipments',
      workoutInterests: ['Cycling'],
      workoutEquipments: ['Treadmill'],
      level: 'Advanced',
      style: 'Long and moderate',
      duration: '1 hr',
      goal: 'Endurance',
    });
    expect(draft).toMatchObject({ type: 'equipments', workoutEquipments: ['Treadmill'], additionalText: '' });
  });
});
