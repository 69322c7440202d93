import {
  type LogSetBody,
  logSetBodySchema,
  type SetValues,
  setIdSchema,
  toKg,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@stryd/domain';

/**
 * A set's row is a form (decision 030, "Before the app runs"): posted by the browser before the app has
 * run, it is answered by the routine route's action (set-form-action.server.ts); once the app runs, its
 * submit is the app's own tick or untick. These are the names of its fields.
 */
export const SET_FORM = {
  intent: 'intent',
  setId: 'setId',
  workoutIndex: 'workoutIndex',
  setIndex: 'setIndex',
  unit: 'unit',
} as const;

export type SetIntent = 'tick' | 'untick';

export const SET_FORM_MESSAGES = {
  unknown: 'That set could not be read. Please try again.',
} as const;

/**
 * The id a set drawn by the server is logged with when it is ticked before the app runs: one per drawn
 * page and set, so the same form posted twice (a second tap while the first is under way) logs it once.
 */
export function drawnSetId(drawId: string, workoutIndex: number, setIndex: number): string {
  return `${drawId}-${workoutIndex}-${setIndex}`;
}

/**
 * A number typed into a set field: empty is null, else the number (kg from the user's unit). One out of
 * range is kept as typed, so the row can say what is wrong (setValuesProblem) instead of dropping it.
 */
export function parseSetField(field: keyof SetValues, text: string, unit: WeightUnit): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return field === 'weightKg' ? toKg(value, unit) : Math.round(value);
}

export type SetFormRequest =
  | { ok: true; intent: 'tick'; setId: string; body: LogSetBody }
  | { ok: true; intent: 'untick'; setId: string }
  | { ok: false; message: string };

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A posted set row read with the log's own schemas: a tick with its values (typed in the user's unit), or
 * an untick of a logged set by its id. Anything else is refused in the words the log uses.
 */
export function parseSetForm(form: FormData): SetFormRequest {
  const intent = text(form, SET_FORM.intent);
  const setId = setIdSchema.safeParse(text(form, SET_FORM.setId));
  if (!setId.success)
    return { ok: false, message: setId.error.issues[0]?.message ?? SET_FORM_MESSAGES.unknown };
  if (intent === 'untick') return { ok: true, intent, setId: setId.data };
  if (intent !== 'tick') return { ok: false, message: SET_FORM_MESSAGES.unknown };
  const unitText = text(form, SET_FORM.unit);
  const unit = (WEIGHT_UNITS as readonly string[]).includes(unitText) ? (unitText as WeightUnit) : 'kg';
  const place = (name: string) => {
    const value = text(form, name);
    return /^\d+$/.test(value) ? Number(value) : Number.NaN;
  };
  const value = (field: keyof SetValues) => parseSetField(field, text(form, field), unit);
  const values: SetValues = {
    reps: value('reps'),
    weightKg: value('weightKg'),
    seconds: value('seconds'),
    distanceM: value('distanceM'),
  };
  const body = logSetBodySchema.safeParse({
    workoutIndex: place(SET_FORM.workoutIndex),
    setIndex: place(SET_FORM.setIndex),
    ...values,
  });
  if (!body.success)
    return { ok: false, message: body.error.issues[0]?.message ?? SET_FORM_MESSAGES.unknown };
  return { ok: true, intent, setId: setId.data, body: body.data };
}
