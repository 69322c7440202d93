import { TIMER_TICK_MS } from '@stryd/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStopwatch } from '../use-stopwatch';
import { RoutineTimer } from './routine-timer';

/** How often the part holding the stopwatch (the routine page) was drawn. */
let holderDrawn = 0;

function Harness() {
  holderDrawn += 1;
  return <RoutineTimer stopwatch={useStopwatch()} />;
}

const display = () => screen.getByRole('timer', { name: 'Elapsed time' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('RoutineTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 00:00.00 and shows minutes:seconds.hundredths while running', () => {
    render(<Harness />);
    expect(display()).toHaveTextContent('00:00.00');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(TIMER_TICK_MS);
    expect(display()).toHaveTextContent('00:00.01');
    advance(65_420 - TIMER_TICK_MS);
    expect(display()).toHaveTextContent('01:05.42');
  });

  it('running, it draws only itself again, not the page holding the stopwatch', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const drawn = holderDrawn;
    advance(1000);
    expect(display()).toHaveTextContent('00:01.00');
    expect(holderDrawn).toBe(drawn);
  });

  it('ticks every 10 ms', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(30);
    expect(display()).toHaveTextContent('00:00.03');
  });

  it('pauses, resumes from where it stopped, and resets to zero', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(display()).toHaveTextContent('00:01.50');
    advance(5000);
    expect(display()).toHaveTextContent('00:01.50');
    expect(screen.getByText('Timer paused at 00:01.50')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advance(500);
    expect(display()).toHaveTextContent('00:02.00');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(display()).toHaveTextContent('00:00.00');
    advance(1000);
    expect(display()).toHaveTextContent('00:00.00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('is not a live region that would read out every tick', () => {
    render(<Harness />);
    expect(display()).not.toHaveAttribute('aria-live', 'polite');
    expect(display()).not.toHaveAttribute('aria-live', 'assertive');
  });
});
