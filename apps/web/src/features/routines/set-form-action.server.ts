import { routineRefFromPath } from '@stryd/domain';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { requestContext } from '../../app/request-context';
import { ApiError } from '../../lib/api-client';
import { withServerApi } from '../../lib/server-api.server';
import { logSet, unlogSet } from './api/workout-log';
import { parseSetForm } from './set-form';

/** What the routine page shows after a set's form was refused (useActionData). */
export interface SetFormRefusal {
  setError: string;
}

export const SET_FORM_UNAVAILABLE = 'The set could not be saved here. Please try again.';

/**
 * The routine route's action: a set's row posted by the browser before the app ran (a tap on a slow
 * phone). It is read with the log's schemas and sent through the same API route the app calls (PUT or
 * DELETE …/sets/{setId}) for the page's viewer, then the page is asked for again (303), drawn with the
 * set ticked. A refusal (bad values, the server's own) changes nothing and is shown on the page.
 */
export async function setFormAction({ request, context }: ActionFunctionArgs) {
  const api = context.get(requestContext)?.api;
  if (!api) return data<SetFormRefusal>({ setError: SET_FORM_UNAVAILABLE }, { status: 503 });
  const parsed = parseSetForm(await request.formData());
  if (!parsed.ok) return data<SetFormRefusal>({ setError: parsed.message }, { status: 400 });
  const url = new URL(request.url);
  const ref = routineRefFromPath(url.pathname);
  try {
    await withServerApi(api, async () => {
      if (parsed.intent === 'tick') await logSet(ref, parsed.setId, parsed.body);
      else await unlogSet(ref, parsed.setId);
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    return data<SetFormRefusal>({ setError: error.message }, { status });
  }
  return redirect(`${url.pathname}${url.search}`, 303);
}
