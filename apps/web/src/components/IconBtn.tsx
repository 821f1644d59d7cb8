import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { AriaAttributes, MouseEventHandler, ReactNode } from 'react';

/** MUI's ButtonBase reset: a bare, inline-flex, pointer button that inherits its colour. */
export const buttonReset = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: '0',
  border: '0',
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
} as const;

type IconBtnProps = Pick<AriaAttributes, 'aria-label' | 'aria-controls' | 'aria-expanded'> & {
  size?: 'small' | 'medium';
  /** 'inherit' takes the text colour around it; 'default' is MUI's grey. */
  color?: 'inherit' | 'default';
  /** 'start' pulls the button toward the start edge as MUI's `edge="start"` does. */
  edge?: 'start';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * A round icon button drawn as MUI's IconButton (same size, colour and hover) without the IconButton,
 * ButtonBase and ripple code; the keyboard focus shows as a ring.
 */
export function IconBtn({ size = 'medium', color = 'default', edge, sx, children, ...rest }: IconBtnProps) {
  const small = size === 'small';
  return (
    <Box
      component="button"
      type="button"
      {...rest}
      sx={[
        (theme) => ({
          ...buttonReset,
          textAlign: 'center',
          flex: '0 0 auto',
          fontSize: theme.typography.pxToRem(small ? 18 : 24),
          padding: small ? '5px' : '8px',
          borderRadius: '50%',
          color: color === 'inherit' ? 'inherit' : theme.palette.action.active,
          transition: theme.transitions.create('background-color', {
            duration: theme.transitions.duration.shortest,
          }),
          marginLeft: edge === 'start' ? (small ? '-3px' : '-12px') : 0,
          '&:hover': {
            backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
            '@media (hover: none)': { backgroundColor: 'transparent' },
          },
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
