import type { Outlet } from '@rasti/contract';

/** An inline form on the manage-media screen: add (outlet null) or edit one outlet. */
export interface OpenForm {
  key: string;
  outlet: Outlet | null;
}

const NEW_KEY = 'new';

/** "Add" opens one add form; pressing it again keeps the one already open (and what was typed in it). */
export function openNewForm(open: readonly OpenForm[]): OpenForm[] {
  return open.some((f) => f.key === NEW_KEY) ? [...open] : [...open, { key: NEW_KEY, outlet: null }];
}

/**
 * Spec section 2: only one edit form per outlet is open; opening an edit replaces the other open edit
 * forms and puts itself first. Re-opening the outlet already being edited keeps that form as typed.
 */
export function openEditForm(open: readonly OpenForm[], outlet: Outlet): OpenForm[] {
  const key = `edit-${outlet.id}`;
  const same = open.find((f) => f.key === key);
  return [same ?? { key, outlet }, ...open.filter((f) => f.outlet === null)];
}
