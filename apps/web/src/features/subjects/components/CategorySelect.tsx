import type { Category } from '@rasti/contract/categories';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SUBJECTS_TEXT } from '../messages';
import { chipColors } from './ColorChip';

type CategorySelectProps = {
  categories: readonly Category[];
  value: number | null;
  onChange: (category: number | null) => void;
  label: string;
  allLabel: string;
  disabled?: boolean;
};

/** The category filter: 'all' plus every category with its colour swatch. */
export function CategorySelect({
  categories,
  value,
  onChange,
  label,
  allLabel,
  disabled,
}: CategorySelectProps) {
  // a category from the address that is not (yet) in the list still shows as chosen
  const known = value === null || categories.some((c) => c.id === value);
  return (
    <TextField
      select
      label={label}
      value={value === null || !known ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      size="small"
      disabled={disabled}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'inline-block',
              width: 12,
              height: 12,
              borderRadius: '50%',
              me: 1,
              bgcolor: chipColors(category.color).bgcolor,
              border: 1,
              borderColor: 'divider',
            }}
          />
          {category.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The note under a list's filters when the categories could not be loaded (the list itself still shows). */
export function CategoriesFailedNote({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {SUBJECTS_TEXT.categoriesFailed}
    </Alert>
  ) : null;
}
