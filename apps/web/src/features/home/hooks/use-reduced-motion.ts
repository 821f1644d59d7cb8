import useMediaQuery from '@mui/material/useMediaQuery';

/** True when the visitor asked the system for less motion (no slide animations, no auto-rotation). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
