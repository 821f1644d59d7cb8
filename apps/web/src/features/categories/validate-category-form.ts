import { CATEGORY_MESSAGES, type Category } from '@rasti/contract';

export interface CategoryFormValues {
  title: string;
  color: string;
}
export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

/** A new category starts black (spec section 2). */
export const DEFAULT_COLOR = '#000000';

export const categoryFormValues = (category: Category | null): CategoryFormValues =>
  category ? { title: category.title, color: category.color } : { title: '', color: DEFAULT_COLOR };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The category form's rules and messages (spec section 5). A duplicate name is the server's to decide
 * (it sees every category, not one page of them) and comes back as a 409 on the title field.
 */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  if (!values.title.trim()) errors.title = CATEGORY_MESSAGES.titleRequired;
  const color = values.color.trim();
  if (!color) errors.color = CATEGORY_MESSAGES.colorRequired;
  else if (!HEX.test(color)) errors.color = CATEGORY_MESSAGES.colorInvalid;
  return errors;
}

/** The native colour input takes only '#rrggbb'; a shorter or longer code is shown as near as it can. */
export function toPickerValue(color: string): string {
  const c = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(c)) return c.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(c)) return c.slice(0, 7).toLowerCase();
  return DEFAULT_COLOR;
}
