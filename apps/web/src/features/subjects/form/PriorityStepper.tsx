import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { LIMITS, toLatinDigits, toPersianDigits } from '@rasti/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { FORM_MESSAGES as M } from './messages';

export interface PriorityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

const { priorityMin: MIN, priorityMax: MAX, priorityDefault: DEFAULT } = LIMITS;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, n));

/**
 * Priority 1-5 (spec section 5): integers only, Persian or Latin digits; an emptied field goes back to
 * 5 when left; the minus and plus buttons are disabled at the bounds. A spinbutton: ↑/↓ step too.
 */
export function PriorityStepper({ value, onChange }: PriorityStepperProps) {
  const [text, setText] = useState(toPersianDigits(String(value)));
  const labelId = useId();
  const helpId = useId();

  useEffect(() => setText(toPersianDigits(String(value))), [value]);

  const set = (n: number) => {
    const next = clamp(n);
    setText(toPersianDigits(String(next)));
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') set(value + 1);
    else if (event.key === 'ArrowDown') set(value - 1);
    else if (event.key === 'Home') set(MIN);
    else if (event.key === 'End') set(MAX);
    else return;
    event.preventDefault();
  };

  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {M.priority}
      </Typography>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <IconButton aria-label={M.priorityDown} disabled={value <= MIN} onClick={() => set(value - 1)}>
          <RemoveIcon />
        </IconButton>
        <InputBase
          value={text}
          onChange={(event) => {
            const raw = toLatinDigits(event.target.value).replace(/\s/g, '');
            if (raw === '') {
              setText('');
              return;
            }
            // only one of 1..5 is accepted; anything else leaves the field as it was
            if (/^[1-5]$/.test(raw)) set(Number(raw));
          }}
          onBlur={() => {
            if (text === '') set(DEFAULT);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'spinbutton',
            inputMode: 'numeric',
            'aria-labelledby': labelId,
            'aria-describedby': helpId,
            'aria-valuemin': MIN,
            'aria-valuemax': MAX,
            'aria-valuenow': value,
            'aria-valuetext': toPersianDigits(String(value)),
            style: { textAlign: 'center', width: '2.5em' },
          }}
        />
        <IconButton aria-label={M.priorityUp} disabled={value >= MAX} onClick={() => set(value + 1)}>
          <AddIcon />
        </IconButton>
      </Box>
      <FormHelperText id={helpId}>{M.priorityHelp}</FormHelperText>
    </Box>
  );
}
