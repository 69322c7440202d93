import { render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTickedBeforeStart, useTypedBeforeStart } from './use-typed-before-start';

/** A field and a tick, as a set's row has them: the tick refuses while the field holds 'no'. */
function Row({ log }: { log: string[] }) {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  const textRef = useRef<HTMLInputElement>(null);
  const tickRef = useRef<HTMLInputElement>(null);
  const typed = useRef(text);
  useTypedBeforeStart(textRef, text, (value) => {
    typed.current = value;
    setText(value);
  });
  const toggle = () => {
    log.push(`toggle with '${typed.current}'`);
    if (typed.current !== 'no') setTicked((now) => !now);
  };
  useTickedBeforeStart(tickRef, ticked, toggle);
  return (
    <div>
      <input ref={textRef} aria-label="text" value={text} onChange={(e) => setText(e.target.value)} />
      <input ref={tickRef} type="checkbox" aria-label="tick" checked={ticked} onChange={toggle} />
    </div>
  );
}

/** The page as the server drew it, changed by a person, then taken over by the app. */
function drawnThenHydrated(change: (text: HTMLInputElement, tick: HTMLInputElement) => void) {
  const log: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Row log={log} />);
  document.body.append(container);
  const text = container.querySelector<HTMLInputElement>('[aria-label="text"]') as HTMLInputElement;
  const tick = container.querySelector<HTMLInputElement>('[aria-label="tick"]') as HTMLInputElement;
  change(text, tick);
  render(<Row log={log} />, { container, hydrate: true });
  return { log, text, tick };
}

describe('what a person did before the app ran', () => {
  it('hands a tick to the app, after the text typed before it, and the app draws it', () => {
    const { log, text, tick } = drawnThenHydrated((text, tick) => {
      text.value = '62.5';
      tick.checked = true;
    });
    expect(log).toEqual(["toggle with '62.5'"]);
    expect(text.value).toBe('62.5');
    expect(tick.checked).toBe(true);
  });

  it('shows a tick the app refuses as unticked', () => {
    const { log, tick } = drawnThenHydrated((text, tick) => {
      text.value = 'no';
      tick.checked = true;
    });
    expect(log).toEqual(["toggle with 'no'"]);
    expect(tick.checked).toBe(false);
  });

  it('does nothing when nothing was changed', () => {
    const { log, text, tick } = drawnThenHydrated(() => {});
    expect(log).toEqual([]);
    expect(text.value).toBe('');
    expect(tick.checked).toBe(false);
  });
});
