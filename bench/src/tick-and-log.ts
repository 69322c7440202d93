import { randomUUID } from 'node:crypto';
import { LOG_ROUTINE } from './bench-env';
import { newAgent, runLanes, send } from './lanes';

/** Someone ticking sets: their log routine's API path and their signed-in cookie. */
export interface Lifter {
  path: string;
  cookie: string;
}

const CARDS = LOG_ROUTINE.workouts * LOG_ROUTINE.sets;

/**
 * Load for the workout log's write path: lane k is lifter k mod L's set card ⌊k / L⌋ of their 5 × 20
 * routine; a lane ticks its set (PUT with a fresh id: logged, records found, XP paid in one transaction)
 * and then unticks it (DELETE), so every tick is a real one and the session never fills up. Measures the
 * PUT. With one lifter every lane is the same person (their XP and session rows taken in turn); with
 * many, each lane is mostly someone else, as at a gym's busy hour.
 * Without `rate`: 50 lanes flat out. With `rate`: ticks due evenly at that rate, latency counted from
 * when each was due (waiting for a free lane counts too). `record` hears each PUT: when it was due, and
 * how long it took.
 */
export async function tickAndLogLoad(
  base: string,
  lifters: readonly Lifter[],
  options: { seconds: number; rate?: number; lanes?: number },
  record?: (dueAt: number, ms: number, status: number) => void,
): Promise<{ rps: number; times: Float64Array; errors: number; non2xx: number }> {
  const agent = newAgent();
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let ticks = 0;

  const cycle = async (lane: number, dueAt: number) => {
    const lifter = lifters[lane % lifters.length]!;
    const card = Math.floor(lane / lifters.length) % CARDS;
    const url = `${base}${lifter.path}/sets/${randomUUID()}`;
    const body = JSON.stringify({
      workoutIndex: Math.floor(card / LOG_ROUTINE.sets),
      setIndex: card % LOG_ROUTINE.sets,
      reps: 5,
      weightKg: 60 + (ticks % 40),
      seconds: null,
      distanceM: null,
    });
    const status = await send(agent, url, 'PUT', lifter.cookie, body);
    times.push(performance.now() - dueAt);
    record?.(dueAt, performance.now() - dueAt, status);
    ticks += 1;
    if (status === 0) errors += 1;
    else if (status >= 300) non2xx += 1;
    await send(agent, url, 'DELETE', lifter.cookie);
  };

  const seconds = await runLanes(cycle, options);
  agent.destroy();
  return { rps: ticks / seconds, times: Float64Array.from(times).sort(), errors, non2xx };
}
