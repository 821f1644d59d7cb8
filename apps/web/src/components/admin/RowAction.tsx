import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** the short hint shown on hover and read as the button's description */
  hint: string;
  /** the button's name, naming its row ('ویرایش «…»') */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: IconButtonProps['color'];
  /** given (true or false) for an action that can be off: its hint then stays on the disabled button */
  disabled?: boolean;
}

/** One action of a staff list's row (the admin kit's action cells): an icon button with its hint. */
export function RowAction({ hint, label, icon, onClick, color, disabled }: RowActionProps) {
  const button = (
    <IconButton aria-label={label} color={color} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  return (
    <Tooltip describeChild title={hint}>
      {disabled === undefined ? button : <span>{button}</span>}
    </Tooltip>
  );
}

/** Holds the place of an action a row does not offer, so the others stay in one column. */
export const RowActionSpace = () => (
  <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 40 }} />
);
