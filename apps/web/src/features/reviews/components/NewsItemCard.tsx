import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import { formatJalaliDate } from '../../../lib/jalali';
import { REVIEWS_TEXT } from '../messages';

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

function Meta({ item }: { item: NewsItemCardData }) {
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
            onClick={() => setOpen(true)}
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
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {item.title}
          </Box>
          <IconButton onClick={() => setOpen(false)} aria-label={REVIEWS_TEXT.closeFullItem}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Meta item={item} />
            <Typography component="p" sx={{ whiteSpace: 'pre-line', lineHeight: 2 }}>
              {item.summary}
            </Typography>
            {item.link ? (
              <Link
                href={item.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                sx={{ alignSelf: 'flex-start' }}
              >
                {REVIEWS_TEXT.openLink}
              </Link>
            ) : null}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
