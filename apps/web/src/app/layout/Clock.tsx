import Box from '@mui/material/Box';
import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useState } from 'react';
import { formatClock, formatJalaliLong } from '../../lib/jalali';

/**
 * Live clock (every second) and the Jalali date; not announced by screen readers on each tick.
 * It starts in the browser only: a page rendered on the server carries no time of its own, so the
 * page the browser takes over is the same page (the two lines keep their height while empty).
 */
export function Clock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), LIMITS.clockMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        alignItems: 'center',
        lineHeight: 1.3,
      }}
    >
      <Box component="time" dateTime={now?.toISOString()} sx={{ fontSize: '0.85rem', minHeight: '1.3em' }}>
        {now ? formatJalaliLong(now) : ''}
      </Box>
      <Box
        component="span"
        sx={{ fontSize: '0.95rem', fontVariantNumeric: 'tabular-nums', minHeight: '1.3em' }}
      >
        {now ? formatClock(now) : ''}
      </Box>
    </Box>
  );
}
