import Box from '@mui/material/Box';
import type { AriaAttributes } from 'react';

// The same picture and motion as MUI's indeterminate CircularProgress (a 44-unit circle, 3.6 thick,
// turning and growing every 1.4 s) without its component code, which the first page would download.
const SIZE = 44;
const THICKNESS = 3.6;

type SpinnerProps = Pick<AriaAttributes, 'aria-label' | 'aria-hidden'> & {
  /** Width and height in px. */
  size?: number;
  /** A theme colour ('primary.main') or 'inherit'. */
  color?: string;
};

/** A turning circle: role progressbar, named by `aria-label` (or hidden from screen readers). */
export function Spinner({ size = 40, color = 'primary.main', ...aria }: SpinnerProps) {
  return (
    <Box
      component="span"
      role="progressbar"
      {...aria}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        color: color === 'inherit' ? 'inherit' : color,
        '@keyframes spinnerRotate': {
          '0%': { transform: 'rotate(0deg)' },
          '100%': { transform: 'rotate(360deg)' },
        },
        '@keyframes spinnerDash': {
          '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
          '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
          '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
        },
        animation: 'spinnerRotate 1.4s linear infinite',
        '& circle': {
          stroke: 'currentColor',
          strokeDasharray: '80px, 200px',
          strokeDashoffset: 0,
          animation: 'spinnerDash 1.4s ease-in-out infinite',
        },
      }}
    >
      <svg
        viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}
        aria-hidden="true"
        style={{ display: 'block' }}
      >
        <circle cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </Box>
  );
}
