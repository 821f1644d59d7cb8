import Box from '@mui/material/Box';
import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useState } from 'react';

const WORDS = ['شایعه', 'حقیقت', 'منسوخ'] as const;
const SLOT_REM = 7;

/** A magnifier moving over rumour, truth and obsolete, one step every 2 s. */
export function MagnifierAnimation() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % WORDS.length), LIMITS.overlayStepMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box
      aria-hidden="true"
      data-active-word={WORDS[index]}
      sx={{ position: 'relative', display: 'flex', width: `${SLOT_REM * WORDS.length}rem`, height: '7rem' }}
    >
      {WORDS.map((word, i) => (
        <Box
          key={word}
          sx={{
            width: `${SLOT_REM}rem`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: i === index ? '1.6rem' : '1.2rem',
            fontWeight: i === index ? 700 : 400,
            color: i === index ? 'warning.main' : 'rgba(255,255,255,0.55)',
            transition: 'all 400ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {word}
        </Box>
      ))}
      <Box
        component="svg"
        viewBox="0 0 100 100"
        sx={{
          position: 'absolute',
          top: 0,
          insetInlineStart: `${index * SLOT_REM}rem`,
          width: `${SLOT_REM}rem`,
          height: '7rem',
          transition: 'inset-inline-start 700ms ease-in-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <circle cx="46" cy="46" r="30" fill="rgba(255,255,255,0.08)" stroke="#f2a541" strokeWidth="6" />
        <path d="M68 68 L90 90" stroke="#f2a541" strokeWidth="10" strokeLinecap="round" />
      </Box>
    </Box>
  );
}
