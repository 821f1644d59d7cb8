import { GENDER_LABELS, Gender } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BoundField } from './bind-fields';

/** The input attributes a left-to-right number field may set (inputMode, autoComplete, maxLength). */
type NumberInputProps = { inputMode: 'numeric' | 'tel'; autoComplete: string; maxLength?: number };

/**
 * A required number typed left to right (a mobile, a code), full width: `input` sets its keyboard, its
 * autofill and, where a paste cannot be cut short by it, its length.
 */
export function LtrNumberField({
  input,
  ...props
}: Omit<TextFieldProps, 'slotProps'> & { input: NumberInputProps }) {
  return <TextField {...props} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', ...input } }} />;
}

interface NameFieldsProps {
  first: BoundField;
  last: BoundField;
  firstLabel: string;
  lastLabel: string;
  lastRequired: boolean;
  /** the browser may fill them in from the person's own details */
  autoComplete?: boolean;
}

/** First and last name side by side (one above the other on a phone). */
export function NameFields({
  first,
  last,
  firstLabel,
  lastLabel,
  lastRequired,
  autoComplete,
}: NameFieldsProps) {
  const input = (name: string) => ({
    htmlInput: { ...(autoComplete ? { autoComplete: name } : {}), maxLength: LIMITS.nameMaxLength },
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField {...first} label={firstLabel} required fullWidth slotProps={input('given-name')} />
      <TextField
        {...last}
        label={lastLabel}
        required={lastRequired}
        fullWidth
        slotProps={input('family-name')}
      />
    </Stack>
  );
}

/** The gender choice: male or female. */
export function GenderField(props: BoundField & { label: string; required?: boolean }) {
  return (
    <TextField select fullWidth {...props}>
      <MenuItem value={String(Gender.Male)}>{GENDER_LABELS[Gender.Male]}</MenuItem>
      <MenuItem value={String(Gender.Female)}>{GENDER_LABELS[Gender.Female]}</MenuItem>
    </TextField>
  );
}

/** A person's résumé or description: several lines, up to the abstract's limit. */
export function AbstractField(props: BoundField & Pick<TextFieldProps, 'label' | 'required'>) {
  return (
    <TextField
      {...props}
      multiline
      minRows={4}
      fullWidth
      slotProps={{ htmlInput: { maxLength: LIMITS.abstractMaxLength } }}
    />
  );
}
