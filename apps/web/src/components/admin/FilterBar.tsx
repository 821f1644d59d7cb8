import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** What a search box needs of useListPage: the typed text, followed at once. */
interface SearchBox {
  searchInput: string;
  setSearchInput: (value: string) => void;
}

interface FilterBarProps {
  /** names the search landmark */
  label: string;
  /** the search box, when the list has one: its label and placeholder, and the list it searches */
  search?: { label: string; placeholder: string; list: SearchBox };
  /** the list's other filters (FilterSelect) */
  children?: ReactNode;
  /** from which width the filters stand side by side */
  rowFrom?: 'sm' | 'md';
}

/** A staff list's filters: the search box first, then its selects, side by side on a wide screen. */
export function FilterBar({ label, search, children, rowFrom = 'sm' }: FilterBarProps) {
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
          value={search.list.searchInput}
          onChange={(e) => search.list.setSearchInput(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
      ) : null}
      {children}
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
