import { CORRECTION_LIMITS } from '@rasti/contract/corrections-messages';
import TextField from '@mui/material/TextField';
import { CORRECTION_FIELD_TEXT } from '../messages';

interface CorrectionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The edit screens' optional 'یادداشت اصلاحیه' (a published item only), with the hint that it goes public. */
export function CorrectionField({ value, onChange, error, disabled }: CorrectionFieldProps) {
  return (
    <TextField
      label={CORRECTION_FIELD_TEXT.label}
      name="correction"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      disabled={disabled}
      error={Boolean(error)}
      helperText={error || CORRECTION_FIELD_TEXT.hint}
      slotProps={{ htmlInput: { maxLength: CORRECTION_LIMITS.noteMax } }}
    />
  );
}
