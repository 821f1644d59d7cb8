// A reader on a slow phone may type into a server-rendered page (a search box, the question form) before
// its scripts arrive. The text stays in the field, but the app's state, taken over afterwards, is empty:
// the search would not run and a sent question would be refused as blank. Once the page is the app's, each
// field whose text differs from what the server sent is handed to the app as if just typed.

let pending = false;

/** main.tsx: this page came rendered by the server (called before hydrating it). */
export function expectTypedBeforeHydration(): void {
  pending = true;
}

const FIELD_SELECTOR =
  'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea';

/** Runs once, after the page's screen is live (PageReady): replays what was typed as an input event. */
export function adoptTypedBeforeHydration(root: ParentNode = document): void {
  if (!pending) return;
  pending = false;
  for (const field of Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELD_SELECTOR),
  )) {
    const typed = field.value;
    // defaultValue is what the server's HTML carried (the value attribute, a textarea's text)
    if (typed === field.defaultValue) continue;
    const proto =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!setNative) continue;
    // through the element's own setter, so React records the value the app holds (the server's)...
    field.value = field.defaultValue;
    // ...then the typed text straight into the DOM, and an input event: React sees a change and tells the app
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
