import { SET_VALUE_MESSAGES } from '@stryd/domain';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestContext } from '../../app/request-context';
import type { ApiTransport } from '../../lib/api-client';
import { SET_FORM_UNAVAILABLE, setFormAction } from './set-form-action.server';

const PAGE = 'http://stryd.test/stryd/u1/Leg%20Day';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The action run for a posted form, its API answered by `answer`; returns what it answered and sent. */
async function post(
  fields: Record<string, string>,
  answer: (call: Call) => Response = () => Response.json({}),
  withApi = true,
) {
  const calls: Call[] = [];
  const api: ApiTransport = async (url, init) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  const context = new RouterContextProvider();
  if (withApi) context.set(requestContext, { api, nonce: 'n', notFound: false });
  const request = new Request(`${PAGE}?from=test`, { method: 'POST', body: new URLSearchParams(fields) });
  const result = await setFormAction({ request, context, params: {}, unstable_pattern: '' } as never);
  return { result, calls };
}

const refusal = (result: unknown) => {
  const { data, init } = result as { data: { setError: string }; init: ResponseInit | null };
  return { message: data.setError, status: init?.status };
};

/** Set 2 of the first workout, ticked. */
const TICK = { intent: 'tick', setId: 'draw-1-0-1', workoutIndex: '0', setIndex: '1' };

describe("the routine route's action (a set row posted before the app runs)", () => {
  it('ticks the set through the API with its id and values, then asks for the page again (303)', async () => {
    const { result, calls } = await post({
      ...TICK,
      unit: 'kg',
      reps: '12',
      weightKg: '40',
    });
    expect(calls).toEqual([
      {
        url: '/api/stryds/u1/Leg%20Day/sets/draw-1-0-1',
        method: 'PUT',
        body: { workoutIndex: 0, setIndex: 1, reps: 12, weightKg: 40, seconds: null, distanceM: null },
      },
    ]);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('location')).toBe('/stryd/u1/Leg%20Day?from=test');
  });

  it('unticks a logged set by its id', async () => {
    const { result, calls } = await post({ intent: 'untick', setId: 'logged-9' });
    expect(calls).toEqual([
      { url: '/api/stryds/u1/Leg%20Day/sets/logged-9', method: 'DELETE', body: undefined },
    ]);
    expect((result as Response).status).toBe(303);
  });

  it('refuses bad values with a message for the page and sends nothing', async () => {
    const { result, calls } = await post({ ...TICK, reps: '-1' });
    expect(calls).toEqual([]);
    expect(refusal(result)).toEqual({ message: SET_VALUE_MESSAGES.reps, status: 400 });
  });

  it("shows the server's refusal in its words", async () => {
    const { result } = await post(TICK, () =>
      Response.json({ code: 'PREMIUM_REQUIRED', message: 'Upgrade to Plus to earn XP.' }, { status: 402 }),
    );
    expect(refusal(result)).toEqual({ message: 'Upgrade to Plus to earn XP.', status: 402 });
  });

  it('changes nothing where no server gives the page an API', async () => {
    const { result, calls } = await post({ intent: 'untick', setId: 'logged-9' }, undefined, false);
    expect(calls).toEqual([]);
    expect(refusal(result)).toEqual({ message: SET_FORM_UNAVAILABLE, status: 503 });
  });
});
