import { DEFAULT_REST_SECONDS, REST_SECONDS_MAX, REST_SECONDS_MIN, REST_STEP_SECONDS } from '@stryd/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playBeep } from './rest-sound';
import { REST_TICK_MS, useRestTimer } from './use-rest-timer';

vi.mock('./rest-sound', () => ({ playBeep: vi.fn(), primeBeep: vi.fn() }));

// A clock the test moves by hand, far from the fake timers' own Date.now.
let clock = 1_000_000;
const now = () => clock;

const setup = () => renderHook(() => useRestTimer(now));
const tick = (ms = REST_TICK_MS) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const becomeVisible = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('useRestTimer', () => {
  let vibrate: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(playBeep).mockClear();
    clock = 1_000_000;
    vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('is idle until started, then runs the default rest for the category', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ running: false, endsAt: null, ended: false });
    expect(result.current.remainingMs()).toBe(0);
    act(() => result.current.start('strength'));
    expect(result.current.running).toBe(true);
    expect(result.current.endsAt).toBe(clock + DEFAULT_REST_SECONDS.strength * 1000);
    expect(result.current.remainingMs()).toBe(DEFAULT_REST_SECONDS.strength * 1000);
  });

  it('derives the countdown from the clock, not from counted ticks', () => {
    const { result, rerender } = setup();
    act(() => result.current.start('strength'));
    // 30 s pass while the tab sleeps: no interval fires, yet waking shows the true time left.
    clock += 30_000;
    becomeVisible();
    expect(result.current.remainingMs()).toBe(60_000);
    clock += 10_000;
    rerender();
    expect(result.current.remainingMs()).toBe(50_000);
  });

  it('re-renders a few times a second while running', () => {
    const { result } = setup();
    act(() => result.current.start('core'));
    clock += 1_000;
    tick();
    expect(result.current.remainingMs()).toBe(44_000);
  });

  it('adjusts the running rest and remembers the length per category across hook instances', () => {
    const first = setup();
    act(() => first.result.current.start('strength'));
    act(() => first.result.current.adjust(REST_STEP_SECONDS));
    expect(first.result.current.remainingMs()).toBe(105_000);
    expect(localStorage.getItem('stryd.rest.strength')).toBe('105');
    first.unmount();

    const second = setup();
    expect(second.result.current.secondsFor('strength')).toBe(105);
    expect(second.result.current.secondsFor('cardio')).toBe(DEFAULT_REST_SECONDS.cardio);
    act(() => second.result.current.start('strength'));
    expect(second.result.current.remainingMs()).toBe(105_000);
  });

  it('counts an adjustment from the start of the rest, not from now', () => {
    const { result } = setup();
    act(() => result.current.start('cardio'));
    clock += 10_000;
    act(() => result.current.adjust(-REST_STEP_SECONDS));
    expect(result.current.remainingMs()).toBe(5_000);
  });

  it('clamps the length at the minimum and maximum', () => {
    const { result } = setup();
    act(() => result.current.start('core'));
    for (let i = 0; i < 10; i += 1) act(() => result.current.adjust(-REST_STEP_SECONDS));
    expect(result.current.remainingMs()).toBe(REST_SECONDS_MIN * 1000);
    expect(result.current.secondsFor('core')).toBe(REST_SECONDS_MIN);

    for (let i = 0; i < 60; i += 1) act(() => result.current.adjust(REST_STEP_SECONDS));
    expect(result.current.remainingMs()).toBe(REST_SECONDS_MAX * 1000);
    expect(result.current.secondsFor('core')).toBe(REST_SECONDS_MAX);
  });

  it('ignores a remembered value that is not a number', () => {
    localStorage.setItem('stryd.rest.mobility', 'soon');
    const { result } = setup();
    expect(result.current.secondsFor('mobility')).toBe(DEFAULT_REST_SECONDS.mobility);
  });

  it('beeps, vibrates and stops once when the rest runs out', () => {
    const { result } = setup();
    act(() => result.current.start('cardio'));
    clock += 29_900;
    tick();
    expect(result.current.running).toBe(true);
    expect(vibrate).not.toHaveBeenCalled();

    clock += 100;
    tick();
    expect(result.current).toMatchObject({ running: false, endsAt: null, ended: true });
    expect(result.current.remainingMs()).toBe(0);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
    expect(playBeep).toHaveBeenCalledTimes(1);

    clock += 5_000;
    tick(5_000);
    becomeVisible();
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(playBeep).toHaveBeenCalledTimes(1);
  });

  it('finishes on waking when the rest ran out while the phone was locked', () => {
    const { result } = setup();
    act(() => result.current.start('cardio'));
    clock += 120_000;
    becomeVisible();
    expect(result.current.running).toBe(false);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('still finishes where vibration is unsupported', () => {
    Reflect.deleteProperty(navigator, 'vibrate');
    const { result } = setup();
    act(() => result.current.start('cardio'));
    clock += 30_000;
    tick();
    expect(result.current).toMatchObject({ running: false, ended: true });
  });

  it('skip stops the rest without the end-of-rest signal', () => {
    const { result } = setup();
    act(() => result.current.start('strength'));
    act(() => result.current.skip());
    expect(result.current).toMatchObject({ running: false, endsAt: null, ended: false });
    expect(result.current.remainingMs()).toBe(0);
    clock += 200_000;
    tick(1_000);
    expect(vibrate).not.toHaveBeenCalled();
    expect(playBeep).not.toHaveBeenCalled();
    // Nothing running: adjusting is a no-op and remembers nothing.
    act(() => result.current.adjust(REST_STEP_SECONDS));
    expect(result.current.running).toBe(false);
    expect(localStorage.getItem('stryd.rest.strength')).toBeNull();
  });
});
