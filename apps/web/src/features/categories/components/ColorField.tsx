import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CATEGORIES_TEXT } from '../messages';
import { toPickerValue } from '../validate-category-form';

interface ColorFieldProps {
  id: string;
  value: string;
  onChange: (color: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A colour: picked from the browser's colour picker or typed as a hex code, with its swatch. */
export default function ColorField({ id, value, onChange, error, disabled }: ColorFieldProps) {
  return (
    <TextField
      id={id}
      label={CATEGORIES_TEXT.color}
      placeholder={CATEGORIES_TEXT.colorPlaceholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      disabled={disabled}
      slotProps={{
        htmlInput: { dir: 'ltr', maxLength: 9, spellCheck: false, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={CATEGORIES_TEXT.pickColor}
                value={toPickerValue(value)}
                onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
                disabled={disabled}
                sx={{
                  width: 36,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
