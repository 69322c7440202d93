// /exercises: the library, as its address filters it.
import type { ExerciseQuery } from '@stryd/domain';
import { screenLoader } from '../app/screen-loader.server';
import { exerciseListQuery } from '../lib/exercises';

export { ExercisesPage as default } from '../features/exercises/pages/exercises-page';
export const loader = screenLoader(({ request }) => {
  const params = new URL(request.url).searchParams;
  const filter = {
    q: (params.get('q') ?? '').trim(),
    muscle: params.get('muscle') ?? '',
    equipment: params.get('equipment') ?? '',
  } as ExerciseQuery;
  return [exerciseListQuery(filter)];
});
export { screenClientLoader as clientLoader } from '../app/screen-queries';
