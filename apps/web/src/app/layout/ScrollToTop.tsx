import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** On small screens a new page starts at its top (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: every navigation scrolls up.
  useEffect(() => {
    if (small) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, small]);
  return null;
}
