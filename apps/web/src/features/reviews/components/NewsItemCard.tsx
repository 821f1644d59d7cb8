import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import { formatJalaliDate } from '../../../lib/jalali';
import { REVIEWS_TEXT } from '../messages';

const NewsItemDialog = lazy(() => import('./NewsItemDialog'));

export interface NewsItemCardData {
  outletName: string;
  logo: string | null;
  title: string;
  summary: string;
  link: string;
  /** Unix seconds */
  date: number | null;
  evaluationTitle: string | null;
  evaluationColor: string | null;
}

export function Meta({ item }: { item: NewsItemCardData }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <AppImage
        src={item.logo}
        alt=""
        fallback="logo"
        width={36}
        height={36}
        style={{ borderRadius: '50%', objectFit: 'contain', flexShrink: 0, background: '#fff' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {item.outletName || REVIEWS_TEXT.outlet}
        </Typography>
        {item.date ? (
          <Typography component="p" variant="caption" color="text.secondary">
            {formatJalaliDate(item.date)}
          </Typography>
        ) : null}
      </Box>
      {item.evaluationTitle ? (
        <Chip
          size="small"
          variant="outlined"
          label={item.evaluationTitle}
          sx={{ marginInlineStart: 'auto', borderColor: item.evaluationColor ?? 'divider', fontWeight: 500 }}
        />
      ) : null}
    </Box>
  );
}

/**
 * A news item of a review as a small card (spec section 2): outlet logo and name, title and a summary
 * clamped to three lines; the card opens the whole item in a full-screen overlay.
 */
export function NewsItemCard({ item }: { item: NewsItemCardData }) {
  const [open, setOpen] = useState(false);
  // the overlay's code is fetched on the first open, then kept (so it can also close with its animation)
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <>
      <Paper
        variant="outlined"
        component="article"
        sx={{
          position: 'relative',
          borderRadius: 2,
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          '&:hover': { borderColor: 'primary.light' },
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Meta item={item} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
          {/* the title's button covers the whole card (::after), so a click anywhere opens the item */}
          <ButtonBase
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            aria-haspopup="dialog"
            sx={{
              font: 'inherit',
              textAlign: 'start',
              justifyContent: 'flex-start',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {item.title}
          </ButtonBase>
        </Typography>
        {item.summary ? (
          <Typography component="p" variant="body2" color="text.secondary" sx={lineClamp(3)}>
            {item.summary}
          </Typography>
        ) : null}
      </Paper>
      {opened ? (
        <Suspense fallback={null}>
          <NewsItemDialog item={item} open={open} onClose={() => setOpen(false)} titleId={titleId} />
        </Suspense>
      ) : null}
    </>
  );
}
