import type { ChangeEvent } from 'react';

// Binding a staff form's fields to their controls: the value, the change (which also clears the
// field's message) and the message, from the form's values, errors and change function.

/** A form's change function: sets one field (and clears its message). */
type Change<V> = <K extends keyof V>(field: K, value: V[K]) => void;

/** A form's messages by field. */
type Errors = Partial<Record<string, string>>;

/** The fields of V that hold text. */
type TextField<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/** A field's value, change handler and message, as a TextField takes them. */
export interface BoundField {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * Binds a form's text fields to TextFields: `field('first_name')` gives its value, its message and a
 * change handler (through `read`, e.g. keeping only digits).
 */
export function bindFields<V extends object>(values: V, errors: Errors, change: Change<V>) {
  return <K extends TextField<V>>(field: K, read: (raw: string) => string = (raw) => raw): BoundField => ({
    value: values[field] as string,
    onChange: (event) => change(field, read(event.target.value) as V[K]),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });
}

/** A field's value, change and message, as a control that gives its new value takes them. */
export interface BoundControl<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

/**
 * Binds a form's fields to controls that give their new value rather than an event (the pickers, the
 * required selects, the editor): `control('category')` gives its value, change handler and message.
 */
export function bindControls<V extends object>(values: V, errors: Errors, change: Change<V>) {
  return <K extends keyof V & string>(field: K): BoundControl<V[K]> => ({
    value: values[field],
    onChange: (value) => change(field, value),
    error: errors[field],
  });
}
