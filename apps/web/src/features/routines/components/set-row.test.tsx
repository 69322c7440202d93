import { EMPTY_SET_DETAILS, type SetDetails } from '@stryd/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SetRow } from './set-row';

const values = { reps: 5, weightKg: 80, seconds: null, distanceM: null };

/** A set row holding its own details, as the session hook does. */
function Row({
  done = false,
  initial = EMPTY_SET_DETAILS,
  onPick,
}: {
  done?: boolean;
  initial?: SetDetails;
  onPick?: (change: Partial<SetDetails>) => void;
}) {
  const [details, setDetails] = useState(initial);
  return (
    <SetRow
      exercise="Bench Press"
      setIndex={0}
      measure="weight_reps"
      values={values}
      details={details}
      unit="kg"
      done={done}
      busy={false}
      onChange={() => {}}
      onDetails={(change) => {
        onPick?.(change);
        setDetails((d) => ({ ...d, ...change }));
      }}
      onToggle={() => {}}
    />
  );
}

const typeButton = () => screen.getByRole('button', { name: /^Type of set 1 of Bench Press/ });

/** Issue 34 items 1, 2 and 6: the set row shows and changes a set's type in one tap, its effort and note. */
describe('SetRow: type, effort and note', () => {
  it('shows the set number for a working set, and each tap moves to warm-up (W), drop (D), failure (F)', () => {
    render(<Row />);
    expect(typeButton()).toHaveTextContent('1');
    expect(typeButton()).toHaveAccessibleName('Type of set 1 of Bench Press: Working set. Tap to change.');
    const seen = [];
    for (let tap = 0; tap < 4; tap += 1) {
      fireEvent.click(typeButton());
      seen.push(typeButton().textContent);
    }
    expect(seen).toEqual(['W', 'D', 'F', '1']);
    fireEvent.click(typeButton());
    expect(typeButton()).toHaveAccessibleName('Type of set 1 of Bench Press: Warm-up. Tap to change.');
  });

  it('is a 44 px target, as every control of the row', () => {
    render(<Row />);
    for (const control of [
      typeButton(),
      screen.getByRole('combobox', { name: 'Effort for set 1 of Bench Press' }),
      screen.getByRole('textbox', { name: 'Note for set 1 of Bench Press' }),
    ])
      expect(control.className).toMatch(/\bh-11\b/);
  });

  it('sets RPE or RIR with one pick, and clears it', () => {
    const onDetails = vi.fn();
    render(<Row onPick={onDetails} />);
    const effort = screen.getByRole('combobox', { name: 'Effort for set 1 of Bench Press' });
    fireEvent.change(effort, { target: { value: 'rpe:8.5' } });
    fireEvent.change(effort, { target: { value: 'rir:2' } });
    fireEvent.change(effort, { target: { value: '' } });
    expect(onDetails.mock.calls.map(([change]) => change)).toEqual([
      { rpe: 8.5, rir: null },
      { rpe: null, rir: 2 },
      { rpe: null, rir: null },
    ]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Effort',
      ...['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'].map((v) => `RPE ${v}`),
      ...['0', '1', '2', '3', '4', '5'].map((v) => `RIR ${v}`),
    ]);
  });

  it('keeps a note as plain text, at most 200 characters', () => {
    render(<Row initial={{ ...EMPTY_SET_DETAILS, note: '<img src=x onerror=alert(1)>' }} />);
    const note = screen.getByRole('textbox', { name: 'Note for set 1 of Bench Press' });
    expect(note).toHaveValue('<img src=x onerror=alert(1)>');
    expect(note).toHaveAttribute('maxLength', '200');
    expect(document.querySelector('img')).toBeNull();
  });

  it('locks type, effort and note of a ticked set', () => {
    render(<Row done initial={{ setType: 'warmup', rpe: 7, rir: null, note: 'easy' }} />);
    expect(typeButton()).toBeDisabled();
    expect(typeButton()).toHaveTextContent('W');
    expect(screen.getByRole('combobox', { name: 'Effort for set 1 of Bench Press' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Effort for set 1 of Bench Press' })).toHaveValue('rpe:7');
    expect(screen.getByRole('textbox', { name: 'Note for set 1 of Bench Press' })).toBeDisabled();
  });
});
