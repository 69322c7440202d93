/**
 * What a visitor typed, ticked or chose in a page drawn before the app ran (a screen the server draws,
 * docs/decisions/028) reaches the app's state here. Hydrating keeps a field's content on screen, but React
 * takes the value it rendered as the field's own and hears only of changes made after that, so a form
 * would save what it drew rather than what the visitor sees. Run once, after the first commit and before
 * anything renders again (a render would put the drawn value back): each field that differs from what
 * React rendered is changed once more the way a visitor changes it, so its onChange runs.
 *
 * After hydration React has made a field's default (`defaultValue`, `defaultChecked`) what it rendered;
 * a select's options keep the server's `selected` marks. A field the app drew itself matches its default,
 * so on any page but a drawn one this finds nothing.
 */
export function replayChangesBeforeStart(root: ParentNode): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) replaySelect(field);
    else if (field instanceof HTMLTextAreaElement) replayValue(field);
    else if (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) {
      if (field.type === 'checkbox' || field.type === 'radio') replayChecked(field);
      else replayValue(field);
    }
  }
}

/** Inputs that hold nothing a visitor types or ticks. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

/**
 * React notices a typed change by comparing the field with the value it last saw, which it records when
 * the value is set through the element (its value tracker) and which was the typed text when it hydrated.
 * So the field is set back to what React rendered through the element, then forward to the typed text
 * past the tracker (the prototype's setter), and an input event tells React, as typing does.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A box ticked (or unticked) before the app ran: set back to what React rendered, then pressed, which
 * ticks it as the visitor had and tells React. A radio button is replayed only where it was chosen: the
 * one it replaced follows.
 */
function replayChecked(field: HTMLInputElement): void {
  const chosen = field.checked;
  if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return;
  field.checked = !chosen;
  field.click();
}

/** A select changed before the app ran: React listens for its change event alone. */
function replaySelect(field: HTMLSelectElement): void {
  if (Array.from(field.options).every((option) => option.selected === option.defaultSelected)) return;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
