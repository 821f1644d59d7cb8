import { LIMITS } from '@rasti/contract/limits';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { digitsOnly } from '../digits';
import { ACCOUNT_TEXT } from '../messages';

const PART = LIMITS.codePartLength;
const FULL = LIMITS.codeLength;

interface CodeInputProps {
  first: string;
  second: string;
  onChange: (first: string, second: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The sign-in code as two 3-digit boxes: typing advances, a pasted or auto-filled 6-digit code fills both. */
export default function CodeInput({ first, second, onChange, error, disabled }: CodeInputProps) {
  const labelId = useId();
  const errorId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const secondRef = useRef<HTMLInputElement>(null);

  const fillBoth = (digits: string) => {
    onChange(digits.slice(0, PART), digits.slice(PART, FULL));
    secondRef.current?.focus();
  };

  const changeFirst = (raw: string) => {
    const digits = digitsOnly(raw);
    if (digits.length >= FULL) {
      fillBoth(digits);
      return;
    }
    const next = digits.slice(0, PART);
    onChange(next, second);
    if (next.length === PART && next !== first) secondRef.current?.focus();
  };

  const changeSecond = (raw: string) => {
    const digits = digitsOnly(raw);
    if (digits.length >= FULL) {
      fillBoth(digits);
      return;
    }
    onChange(first, digits.slice(0, PART));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits.length >= FULL) {
      event.preventDefault();
      fillBoth(digits);
    }
  };

  const backToFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && second === '') firstRef.current?.focus();
  };

  const digitInput = {
    dir: 'ltr',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    style: { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.25rem' },
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
  } as const;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" variant="body2" sx={{ mb: 1 }}>
        {ACCOUNT_TEXT.codeGroupLabel}
      </Typography>
      {/* The code is read left to right, so the first box sits on the left even in the RTL page. */}
      <Box dir="ltr" sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <TextField
          inputRef={firstRef}
          value={first}
          onChange={(e) => changeFirst(e.target.value)}
          onPaste={paste}
          disabled={disabled}
          autoFocus
          error={Boolean(error)}
          sx={{ width: '8rem' }}
          slotProps={{
            htmlInput: {
              ...digitInput,
              autoComplete: 'one-time-code',
              'aria-label': ACCOUNT_TEXT.codeFirstPart,
            },
          }}
        />
        <TextField
          inputRef={secondRef}
          value={second}
          onChange={(e) => changeSecond(e.target.value)}
          onPaste={paste}
          onKeyDown={backToFirst}
          disabled={disabled}
          error={Boolean(error)}
          sx={{ width: '8rem' }}
          slotProps={{
            htmlInput: { ...digitInput, autoComplete: 'off', 'aria-label': ACCOUNT_TEXT.codeSecondPart },
          }}
        />
      </Box>
      {error ? (
        <FormHelperText id={errorId} error sx={{ textAlign: 'center', mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
