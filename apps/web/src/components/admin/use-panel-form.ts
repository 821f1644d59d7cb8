import { useId, useState } from 'react';
import { useFormDraft } from '../../lib/hooks/use-form-draft';

// The state every staff form panel keeps (categories, outlets): the values it opened with and their
// draft, the field errors (spec section 5: a field's message clears as soon as that field changes), and
// the check before sending that shows the errors and moves the focus to the first wrong field.

interface PanelFormOptions<V> {
  /** the draft's name: the resource and the row's id, or 'new' */
  draftKey: string;
  /** the values the form opens with */
  initial: () => V;
}

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The callbacks of a staff form panel for rows of type T. */
export interface PanelFormCallbacks<T> {
  onCancel: () => void;
  /** `message` says what was done; `saved` is the row as the server stored it */
  onSaved: (message: string, saved: T) => void;
}

export function usePanelForm<V extends object, F extends string = Extract<keyof V, string>>({
  draftKey,
  initial,
}: PanelFormOptions<V>) {
  const formId = useId();
  const [opened] = useState<V>(initial);
  const [values, setValues] = useState<V>(opened);
  const draft = useFormDraft({ form: draftKey, values, initial: opened, restore: setValues });
  const [errors, setErrors] = useState<FormErrors<F>>({});

  /** The element id of a field: `${formId}-${field}`. */
  const fieldId = (field: F) => `${formId}-${field}`;
  const clear = (field: F) => setErrors(({ [field]: _dropped, ...rest }) => rest as FormErrors<F>);
  const change = <K extends keyof V & F>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  /** True when `found` is empty; else shows it and focuses the first wrong field in `order`. */
  const passes = (found: FormErrors<F>, order: readonly F[]): boolean => {
    const first = order.find((field) => found[field]);
    if (first === undefined) return true;
    setErrors(found);
    document.getElementById(fieldId(first))?.focus();
    return false;
  };

  return { values, draft, errors, setErrors, fieldId, change, clear, passes };
}
