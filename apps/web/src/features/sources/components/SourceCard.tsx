import type { Source } from '@rasti/contract/sources';
import { STATUS_COLORS, STATUS_LABELS, Status } from '@rasti/contract/enums';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { ColorChip } from '../../subjects/index';

type SourceCardProps = {
  source: Source;
  /** Staff actions (edit, remove), shown at the card's end. */
  actions?: ReactNode;
  /** Label of the external link, for screen readers. */
  openLabel: (title: string) => string;
};

/** One published source of a subject: the outlet with its logo, the date, title, summary and verdict. */
export function SourceCard({ source, actions, openLabel }: SourceCardProps) {
  const date = source.date_published_rumor === null ? '' : formatJalaliDate(source.date_published_rumor);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box
          component={AppImage}
          src={source.logo}
          alt=""
          fallback="logo"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            objectFit: 'cover',
            border: 1,
            borderColor: 'divider',
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {source.publisher_name}
          </Typography>
          {date ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {date}
            </Typography>
          ) : null}
        </Box>
        {source.status !== Status.Published ? (
          <ColorChip
            size="small"
            label={STATUS_LABELS[source.status as Status] ?? String(source.status)}
            background={STATUS_COLORS[source.status as Status]}
          />
        ) : null}
        {source.reviews_title ? (
          <ColorChip size="small" label={source.reviews_title} background={source.reviews_color} />
        ) : null}
      </Box>
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mt: 1.5, overflowWrap: 'anywhere' }}
      >
        {source.link ? (
          <Link
            href={source.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={openLabel(source.title)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {source.title}
            <OpenInNewIcon sx={{ fontSize: '1rem' }} aria-hidden="true" />
          </Link>
        ) : (
          source.title
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {source.summary}
      </Typography>
      {actions ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>{actions}</Box>
      ) : null}
    </Paper>
  );
}
