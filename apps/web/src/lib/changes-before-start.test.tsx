import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayChangesBeforeStart } from './changes-before-start';

interface Answers {
  name: string;
  notes: string;
  dumbbells: boolean;
  level: string;
  rest: string;
}
const DRAWN: Answers = { name: '', notes: '', dumbbells: false, level: 'beginner', rest: '1' };

/** A controlled form like the app's, which shows its state so the test can read it. */
function Form({ seen }: { seen: (answers: Answers) => void }) {
  const [answers, setAnswers] = useState(DRAWN);
  const set = (change: Partial<Answers>) => setAnswers((current) => ({ ...current, ...change }));
  // Something else on the page renders again once the app runs (a query's observer, say).
  const [, setRuns] = useState(0);
  useEffect(() => setRuns(1), []);
  seen(answers);
  return (
    <form>
      <input aria-label="name" value={answers.name} onChange={(e) => set({ name: e.target.value })} />
      <textarea aria-label="notes" value={answers.notes} onChange={(e) => set({ notes: e.target.value })} />
      <input
        type="checkbox"
        aria-label="dumbbells"
        checked={answers.dumbbells}
        onChange={(e) => set({ dumbbells: e.target.checked })}
      />
      {['beginner', 'advanced'].map((level) => (
        <input
          key={level}
          type="radio"
          name="level"
          aria-label={level}
          checked={answers.level === level}
          onChange={() => set({ level })}
        />
      ))}
      <select aria-label="rest" value={answers.rest} onChange={(e) => set({ rest: e.target.value })}>
        {['1', '2', '3'].map((days) => (
          <option key={days}>{days}</option>
        ))}
      </select>
      <button type="button">Add</button>
    </form>
  );
}

/** The app's root: replays the changes after its first commit, as App does. */
function Root({ seen }: { seen: (answers: Answers) => void }) {
  useEffect(() => replayChangesBeforeStart(document), []);
  return <Form seen={seen} />;
}

const field = <T extends Element>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;

/** Draws the form as the server does, lets `visit` change it as a visitor would, then hydrates it. */
async function takeOver(visit: () => void): Promise<Answers> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Form seen={() => {}} />);
  visit();
  let latest = DRAWN;
  const errors: unknown[] = [];
  render(<Root seen={(answers) => (latest = answers)} />, {
    container,
    hydrate: true,
    onRecoverableError: (error) => errors.push(error),
  });
  expect(errors).toEqual([]);
  return latest;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replayChangesBeforeStart', () => {
  it('brings what was typed, ticked and chosen before the app ran into its state, and keeps it on screen', async () => {
    const answers = await takeOver(() => {
      field<HTMLInputElement>('name').value = 'Leg day';
      field<HTMLTextAreaElement>('notes').value = 'Heavy';
      field<HTMLInputElement>('dumbbells').click();
      field<HTMLInputElement>('advanced').click();
      field<HTMLSelectElement>('rest').value = '3';
    });
    expect(answers).toEqual({
      name: 'Leg day',
      notes: 'Heavy',
      dumbbells: true,
      level: 'advanced',
      rest: '3',
    });
    expect(field<HTMLInputElement>('name').value).toBe('Leg day');
    expect(field<HTMLTextAreaElement>('notes').value).toBe('Heavy');
    expect(field<HTMLInputElement>('dumbbells').checked).toBe(true);
    expect(field<HTMLInputElement>('advanced').checked).toBe(true);
    expect(field<HTMLInputElement>('beginner').checked).toBe(false);
    expect(field<HTMLSelectElement>('rest').value).toBe('3');
  });

  it('a box unticked before the app ran is unticked in its state too', async () => {
    let checked: boolean | undefined;
    function Box() {
      const [on, setOn] = useState(true);
      checked = on;
      useEffect(() => replayChangesBeforeStart(document), []);
      return (
        <input type="checkbox" aria-label="box" checked={on} onChange={(e) => setOn(e.target.checked)} />
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Box />);
    field<HTMLInputElement>('box').click();
    render(<Box />, { container, hydrate: true });
    expect(checked).toBe(false);
    expect(field<HTMLInputElement>('box').checked).toBe(false);
  });

  it('changes nothing when nothing was changed', async () => {
    expect(await takeOver(() => {})).toEqual(DRAWN);
    expect(field<HTMLInputElement>('beginner').checked).toBe(true);
    expect(field<HTMLSelectElement>('rest').value).toBe('1');
  });

  it('without it the form keeps what it drew: the case it exists for', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Form seen={() => {}} />);
    field<HTMLInputElement>('name').value = 'Leg day';
    let latest = DRAWN;
    render(<Form seen={(answers) => (latest = answers)} />, { container, hydrate: true });
    expect(latest.name).toBe('');
  });
});
