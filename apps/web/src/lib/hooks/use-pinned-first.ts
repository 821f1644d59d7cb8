import { useState } from 'react';

/**
 * A row just created, shown first in the list being looked at (wherever its order puts it) until that
 * view changes: another page, search or filter. The list's own copy of it wins once it has one. The page
 * keeps its size: the row the new one pushes past it is on the next page's view.
 */
export function usePinnedFirst<T extends { id: number }>(
  items: readonly T[] | undefined,
  view: string,
  pageSize: number,
): [rows: readonly T[] | undefined, pin: (item: T) => void] {
  const [pinned, setPinned] = useState<{ item: T; view: string } | null>(null);
  const pin = (item: T) => setPinned({ item, view });
  if (!items || !pinned || pinned.view !== view) return [items, pin];
  const first = items.find((i) => i.id === pinned.item.id) ?? pinned.item;
  return [[first, ...items.filter((i) => i.id !== first.id)].slice(0, pageSize), pin];
}
