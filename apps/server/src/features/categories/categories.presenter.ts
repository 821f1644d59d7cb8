import type { Category } from '@rasti/contract';
import type { CategoryRow } from './categories.repository.ts';

/** A category as staff and the public subject filters read it. */
export const presentCategory = (row: Pick<CategoryRow, 'id' | 'title' | 'color'>): Category => ({
  id: row.id,
  title: row.title,
  color: row.color,
});
