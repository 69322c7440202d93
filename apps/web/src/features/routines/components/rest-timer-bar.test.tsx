import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REST_TICK_MS, useRestTimer } from '../use-rest-timer';
import { RestTimerBar } from './rest-timer-bar';

let clock = 5_000_000;
const now = () => clock;
/** How often the part holding the rest (the routine page) was drawn. */
let holderDrawn = 0;

function Harness() {
  holderDrawn += 1;
  const timer = useRestTimer(now);
  return (
    <>
      <button type="button" onClick={() => timer.start('strength')}>
        Done set
      </button>
      <RestTimerBar timer={timer} />
    </>
  );
}

const countdown = () => screen.getByRole('timer', { name: 'Rest' });
const startRest = () => fireEvent.click(screen.getByRole('button', { name: 'Done set' }));

describe('RestTimerBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 5_000_000;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while no rest is running', () => {
    render(<Harness />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip rest' })).not.toBeInTheDocument();
  });

  it('shows the countdown as m:ss without reading out every tick', () => {
    render(<Harness />);
    startRest();
    expect(countdown()).toHaveTextContent('Rest1:30');
    expect(countdown()).toHaveAttribute('aria-live', 'off');
    clock += 61_000;
    act(() => {
      vi.advanceTimersByTime(REST_TICK_MS);
    });
    expect(countdown()).toHaveTextContent('0:29');
  });

  it('counting down draws only the bar again, not the page holding the rest', () => {
    render(<Harness />);
    startRest();
    const drawn = holderDrawn;
    for (let step = 0; step < 8; step += 1) {
      clock += REST_TICK_MS;
      act(() => {
        vi.advanceTimersByTime(REST_TICK_MS);
      });
    }
    expect(countdown()).toHaveTextContent('1:28');
    expect(holderDrawn).toBe(drawn);
  });

  it('shortens and lengthens the rest by 15 s', () => {
    render(<Harness />);
    startRest();
    fireEvent.click(screen.getByRole('button', { name: '+15 s: lengthen rest' }));
    expect(countdown()).toHaveTextContent('1:45');
    fireEvent.click(screen.getByRole('button', { name: '−15 s: shorten rest' }));
    fireEvent.click(screen.getByRole('button', { name: '−15 s: shorten rest' }));
    expect(countdown()).toHaveTextContent('1:15');
  });

  it('skip hides the bar without announcing the end', () => {
    render(<Harness />);
    startRest();
    fireEvent.click(screen.getByRole('button', { name: 'Skip rest' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('Rest over')).not.toBeInTheDocument();
  });

  it('announces "Rest over" politely when the rest runs out', () => {
    render(<Harness />);
    startRest();
    clock += 90_000;
    act(() => {
      vi.advanceTimersByTime(REST_TICK_MS);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Rest over')).toHaveAttribute('aria-live', 'polite');
    // A new rest clears it, so the next end is announced again.
    startRest();
    expect(screen.queryByText('Rest over')).not.toBeInTheDocument();
  });
});
