import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useState } from 'react';
import { formatClock, formatJalaliLong } from '../../lib/jalali';
import styles from './Clock.module.css';

/** Said beside the clock: the time shown is Tehran's, whatever the reader's own zone. */
export const CLOCK_ZONE = 'به وقت تهران';

/**
 * Live clock (every second) and the Jalali date, both Tehran's (as every time the back-office shows, the
 * edit history's included), with a note saying so; not announced by screen readers on each tick.
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
    <div className={styles.clock}>
      <time dateTime={now?.toISOString()} className={styles.date}>
        {now ? formatJalaliLong(now) : ''}
      </time>
      <span className={styles.time}>
        {now ? formatClock(now) : ''} <span className={styles.zone}>{CLOCK_ZONE}</span>
      </span>
    </div>
  );
}
