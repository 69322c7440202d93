import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps what a person typed into a field of the drawn page before the app had run (decision 030, "Before
 * the app runs"): hydration keeps the field's text, but a controlled field's state starts from the drawn
 * value, and the next render would put that back. Once, on the first commit, a field whose text differs
 * from what the app shows hands that text to `onTyped`, as if it had been typed now. Mounted by the app
 * itself (a navigation), the field shows its value and nothing happens.
 *
 * Layout effects, both hooks: what they hand over is drawn before the browser paints again (nothing flickers
 * back to the drawn value), and they run in the page's order, so a set's typed values reach the app before
 * the tick beside them.
 */
export function useTypedBeforeStart(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  shown: string,
  onTyped: (text: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the app takes the field over.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== shown) onTyped(typed);
  }, []);
}

/**
 * The same for a tick or a choice (a checkbox or radio): one the person changed before the app ran is handed
 * to `onChange` once, as the app takes the field over.
 */
export function useTickedBeforeStart(
  ref: RefObject<HTMLInputElement | null>,
  shown: boolean,
  onChange: (checked: boolean) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the app takes the field over.
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || field.checked === shown) return;
    // A radio is never unticked by a person, only by a choice of another of its group.
    if (!field.checked && field.type !== 'checkbox') return;
    const checked = field.checked;
    // The field shows the app's state again, and the change goes through the app, which may refuse it.
    field.checked = shown;
    onChange(checked);
  }, []);
}
