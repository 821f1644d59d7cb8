import Box from '@mui/material/Box';
import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useState } from 'react';
import { formatClock, formatJalaliLong } from '../../lib/jalali';

/** Live clock (every second) and the Jalali date; not announced by screen readers on each tick. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
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
      <Box component="time" dateTime={now.toISOString()} sx={{ fontSize: '0.85rem' }}>
        {formatJalaliLong(now)}
      </Box>
      <Box component="span" sx={{ fontSize: '0.95rem', fontVariantNumeric: 'tabular-nums' }}>
        {formatClock(now)}
      </Box>
    </Box>
  );
}
