import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

// A WAI-ARIA toolbar: Tab reaches it once, the arrow keys, Home and End move between its buttons.
// In RTL the next button sits to the left, so ArrowLeft moves forward. Disabled buttons stay
// focusable (aria-disabled) so the arrow keys never skip over or lose the focus.

type Roving = { active: string | null; setActive: (id: string) => void };
const RovingContext = createContext<Roving>({ active: null, setActive: () => {} });

const ITEM = '[data-toolbar-item]';

export function RovingToolbar({ label, children }: { label: string; children: ReactNode }) {
  const [active, setActive] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const value = useMemo(() => ({ active, setActive }), [active]);
  const rtl = useTheme().direction === 'rtl';

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (index < 0) return;
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      let next: number;
      if (event.key === forward) next = (index + 1) % items.length;
      else if (event.key === backward) next = (index - 1 + items.length) % items.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = items.length - 1;
      else return;
      event.preventDefault();
      items[next]?.focus();
    },
    [rtl],
  );

  return (
    <RovingContext.Provider value={value}>
      <Box
        ref={ref}
        role="toolbar"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        {children}
      </Box>
    </RovingContext.Provider>
  );
}

export function ToolbarDivider() {
  return <Box aria-hidden sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.5 }} />;
}

interface ToolbarButtonProps {
  /** stable id for the roving focus */
  id: string;
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** a toggle's state, announced as pressed */
  pressed?: boolean;
  disabled?: boolean;
  /** a button that opens a menu or dialog */
  popup?: 'menu' | 'dialog';
  expanded?: boolean;
  controls?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  /** the first item of the toolbar takes the tab stop until another has been focused */
  first?: boolean;
}

export function ToolbarButton({
  id,
  label,
  icon,
  onClick,
  pressed,
  disabled = false,
  popup,
  expanded,
  controls,
  buttonRef,
  first = false,
}: ToolbarButtonProps) {
  const { active, setActive } = useContext(RovingContext);
  const tabStop = active === null ? first : active === id;
  return (
    <Tooltip title={label} disableInteractive>
      <IconButton
        ref={buttonRef}
        size="small"
        data-toolbar-item={id}
        tabIndex={tabStop ? 0 : -1}
        aria-label={label}
        aria-pressed={pressed}
        aria-disabled={disabled || undefined}
        aria-haspopup={popup}
        aria-expanded={popup ? Boolean(expanded) : undefined}
        aria-controls={controls}
        onFocus={() => setActive(id)}
        // keep the editor's selection: a mouse press on a button must not move the focus first
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          if (!disabled) onClick(event);
        }}
        sx={{
          borderRadius: 1,
          color: disabled ? 'action.disabled' : 'text.primary',
          cursor: disabled ? 'default' : 'pointer',
          ...(pressed ? { bgcolor: 'action.selected' } : {}),
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
