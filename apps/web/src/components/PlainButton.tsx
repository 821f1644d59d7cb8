import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonReset } from './IconBtn';

type Variant = 'text' | 'outlined' | 'contained';
type Color = 'primary' | 'warning' | 'inherit';

type CommonProps = {
  variant?: Variant;
  color?: Color;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
};

type LinkProps = CommonProps & { to: string; reloadDocument?: boolean };
type ButtonProps = CommonProps & {
  to?: undefined;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
};

const PADDING: Record<Variant, Record<'small' | 'medium', string>> = {
  text: { small: '4px 5px', medium: '6px 8px' },
  outlined: { small: '3px 9px', medium: '5px 15px' },
  contained: { small: '4px 10px', medium: '6px 16px' },
};

/** The look of MUI's Button (this theme: no elevation, no upper case) for one variant, colour and size. */
function buttonSx(variant: Variant, color: Color, size: 'small' | 'medium') {
  return (theme: Theme) => {
    const palette = color === 'inherit' ? null : theme.palette[color];
    const hoverOpacity = theme.palette.action.hoverOpacity;
    const hoverTint = alpha(palette ? palette.main : theme.palette.text.primary, hoverOpacity);
    const inheritContained = theme.palette.grey[300];
    const base = {
      ...buttonReset,
      ...theme.typography.button,
      ...(size === 'small' && { fontSize: theme.typography.pxToRem(13) }),
      minWidth: 64,
      padding: PADDING[variant][size],
      borderRadius: `${theme.shape.borderRadius}px`,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      // MUI shows the keyboard focus with a pulsing ripple; a ring says the same without the ripple code
      '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
    };
    if (variant === 'contained') {
      const background = palette ? palette.main : inheritContained;
      const hover = palette ? palette.dark : theme.palette.grey.A100;
      return {
        ...base,
        color: palette ? palette.contrastText : 'inherit',
        backgroundColor: background,
        boxShadow: 'none',
        '@media (hover: hover)': { '&:hover': { backgroundColor: hover } },
      };
    }
    if (variant === 'outlined') {
      return {
        ...base,
        border: '1px solid currentColor',
        borderColor: palette ? alpha(palette.main, 0.5) : 'currentColor',
        color: palette ? palette.main : 'inherit',
        '@media (hover: hover)': {
          '&:hover': { backgroundColor: hoverTint, ...(palette && { borderColor: palette.main }) },
        },
      };
    }
    return {
      ...base,
      color: palette ? palette.main : 'inherit',
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverTint } },
    };
  };
}

/**
 * A button, or a router link shaped like one (`to`), drawn as MUI's Button draws it in this theme, without
 * the Button, ButtonBase and ripple code that the first page would otherwise download.
 */
export function PlainButton(props: LinkProps | ButtonProps) {
  const { variant = 'text', color = 'primary', size = 'medium', sx, children, ...rest } = props;
  const style = [buttonSx(variant, color, size), ...(Array.isArray(sx) ? sx : [sx])];
  if (rest.to !== undefined) {
    return (
      <Box component={RouterLink} {...rest} sx={style}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="button" type="button" {...rest} sx={style}>
      {children}
    </Box>
  );
}
