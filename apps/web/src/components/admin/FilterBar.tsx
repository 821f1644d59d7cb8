import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** What the filter bar needs of useListPage: the typed search and the filters in the address. */
export interface ListControls {
  searchInput: string;
  setSearchInput: (value: string) => void;
  filters: Record<string, string>;
  setFilter(name: string, value: string): void;
}

/** One select of the bar, bound to the filter `name` of the address. */
export interface SelectSpec {
  name: string;
  label: string;
  /** the first choice, '' (no filter) */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number | Record<string, number>;
}

export interface FilterBarProps {
  /** names the search landmark */
  label: string;
  /** the list page whose search and filters the bar shows */
  list: ListControls;
  /** the search box's label and placeholder, when the list has one */
  search?: { label: string; placeholder: string };
  selects?: readonly SelectSpec[];
  /** from which width the filters stand side by side */
  rowFrom?: 'sm' | 'md';
}

/** A staff list's filters: the search box first, then its selects, side by side on a wide screen. */
export function FilterBar({ label, list, search, selects = [], rowFrom = 'sm' }: FilterBarProps) {
  return (
    <Stack
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      role="search"
      aria-label={label}
    >
      {search ? (
        <TextField
          label={search.label}
          placeholder={search.placeholder}
          value={list.searchInput}
          onChange={(e) => list.setSearchInput(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
      ) : null}
      {selects.map(({ name, ...select }) => {
        const raw = list.filters[name] ?? '';
        return (
          <FilterSelect
            key={name}
            {...select}
            // an unknown value in the address shows as 'all', as the list reads it
            value={select.options.some((o) => o.value === raw) ? raw : ''}
            onChange={(value) => list.setFilter(name, value)}
          />
        );
      })}
    </Stack>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the first choice, '' (no filter) */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number | Record<string, number>;
  fullWidth?: boolean;
}

/** One select of a filter bar: 'all' (the empty value) and the list's choices. */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  minWidth = 180,
  fullWidth,
}: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      fullWidth={fullWidth}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
