import type { CorrectionNote } from '@rasti/contract/corrections';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatJalaliDate } from '../../../lib/jalali';
import { CORRECTIONS_TEXT } from '../messages';

/**
 * The 'اصلاحیه' box at the top of a report or subject page: every correction note, newest first, each with
 * its Jalali date. Nothing when the page has none.
 */
export function CorrectionsBox({ corrections }: { corrections: readonly CorrectionNote[] }) {
  const headingId = useId();
  if (corrections.length === 0) return null;
  return (
    <Box
      role="note"
      aria-labelledby={headingId}
      data-testid="corrections-box"
      sx={{
        border: 2,
        borderColor: 'warning.main',
        borderInlineStartWidth: 6,
        bgcolor: '#fff8e1',
        color: 'text.primary',
        borderRadius: 2,
        px: { xs: 2, md: 2.5 },
        py: 1.5,
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {CORRECTIONS_TEXT.boxHeading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {CORRECTIONS_TEXT.boxIntro}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {corrections.map((c) => (
          <Box component="li" key={`${c.date}-${c.note}`} sx={{ lineHeight: 1.9 }}>
            <Box component="span" sx={{ fontWeight: 700, marginInlineEnd: '8px' }}>
              <time dateTime={c.date}>{formatJalaliDate(c.date)}</time>:
            </Box>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {c.note}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
