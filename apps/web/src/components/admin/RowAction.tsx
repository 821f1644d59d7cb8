import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createContext, type ReactNode, useContext } from 'react';
import { Link as RouterLink } from 'react-router';

/** The size of the row actions inside an AdminTable (its `actionSize`). */
export const RowActionSizeContext = createContext<'small' | 'medium'>('medium');

interface RowActionProps {
  /** the short hint shown on hover and read as the button's description */
  hint: string;
  /** the button's name, naming its row ('ویرایش «…»') */
  label: string;
  icon: ReactNode;
  /** what a click does; or `to`, the page the action opens (a link) */
  onClick?: () => void;
  to?: string;
  color?: IconButtonProps['color'];
  /** given (true or false) for an action that can be off: its hint then stays on the disabled button */
  disabled?: boolean;
}

/**
 * One action of a staff list's row (the admin kit's action cells): an icon button (or link) with its
 * hint, as large as its table says (AdminTable's actionSize).
 */
export function RowAction({ hint, label, icon, onClick, to, color, disabled }: RowActionProps) {
  const size = useContext(RowActionSizeContext);
  const button = to ? (
    <IconButton component={RouterLink} to={to} aria-label={label} color={color} size={size}>
      {icon}
    </IconButton>
  ) : (
    <IconButton aria-label={label} color={color} size={size} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  return (
    <Tooltip describeChild title={hint}>
      {disabled === undefined ? button : <span>{button}</span>}
    </Tooltip>
  );
}

/** The icon of a row action, as large as the table's buttons. */
function ActionIcon({ icon: Icon }: { icon: typeof EditIcon }) {
  return <Icon fontSize={useContext(RowActionSizeContext)} />;
}

/** A row's view action: a link to the row's page. */
export const RowViewAction = ({ hint, label, to }: Pick<RowActionProps, 'hint' | 'label' | 'to'>) => (
  <RowAction hint={hint} label={label} icon={<ActionIcon icon={VisibilityIcon} />} to={to} />
);

/** A row's edit action, in the words of its feature's *_TEXT: `editShort` the hint, `edit(name)` its name. */
export function RowEditAction({
  text,
  name,
  ...rest
}: Pick<RowActionProps, 'onClick' | 'color'> & {
  text: { editShort: string; edit: (name: string) => string };
  /** the row's name */
  name: string;
}) {
  return (
    <RowAction
      hint={text.editShort}
      label={text.edit(name)}
      icon={<ActionIcon icon={EditIcon} />}
      {...rest}
    />
  );
}

/** Holds the place of an action a row does not offer, so the others stay in one column. */
export const RowActionSpace = () => (
  <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 40 }} />
);
