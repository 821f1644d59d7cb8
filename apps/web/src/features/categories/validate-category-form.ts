import { type Category, categoryCreateBody } from '@rasti/contract/categories';
import { schemaErrors } from '../../lib/forms/schema-errors';

export interface CategoryFormValues {
  title: string;
  color: string;
}
export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

/** A new category starts black (spec section 2). */
export const DEFAULT_COLOR = '#000000';

export const categoryFormValues = (category: Category | null): CategoryFormValues =>
  category ? { title: category.title, color: category.color } : { title: '', color: DEFAULT_COLOR };

/**
 * The category form's rules and messages (spec section 5): the contract's own schema. A duplicate name is
 * the server's to decide (it sees every category, not one page of them) and comes back as a 409 on the
 * title field.
 */
export const validateCategoryForm = (values: CategoryFormValues): CategoryFormErrors =>
  schemaErrors(categoryCreateBody, values);

/** The native colour input takes only '#rrggbb'; a shorter or longer code is shown as near as it can. */
export function toPickerValue(color: string): string {
  const c = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(c)) return c.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(c)) return c.slice(0, 7).toLowerCase();
  return DEFAULT_COLOR;
}
