/**
 * The search box across the top on phones with the two selects side by side under it; one row from
 * the medium breakpoint on.
 */
export const filtersGrid = {
  display: 'grid',
  gap: 2,
  mb: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr) 190px 190px' },
  '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
} as const;
