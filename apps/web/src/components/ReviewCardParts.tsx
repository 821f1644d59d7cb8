import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate } from '../lib/jalali';
import { TextLink } from './TextLink';

// Pieces of the review cards of the review lists, the home page's latest reviews and a faculty member's
// published items: each card lays them out its own way.

export const SUBJECT_LINK_LABEL = 'موضوع:';
/**
 * What an empty title reads: the contract's REVIEW_MESSAGES.noSubjectTitle, repeated here so the home
 * page does not download every review sentence for this one (ReviewCardParts.test.tsx checks they agree).
 */
export const NO_TITLE = 'بدون عنوان';

export const reportPath = (id: number) => `/report/${id}`;
export const subjectPath = (id: number) => `/news-subject-page/${id}`;

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * The card's picture, linking where the title links: pointer users may click either, while keyboards and
 * screen readers reach the title link only.
 */
export function CardImageLink({
  to,
  sx,
  children,
}: {
  to: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      tabIndex={-1}
      aria-hidden="true"
      sx={[{ display: 'block', bgcolor: 'grey.100' }, ...asList(sx)]}
    >
      {children}
    </Box>
  );
}

/** The review's title as the link to its report; an empty title reads 'بدون عنوان'. */
export function ReportTitleLink({ id, title }: { id: number; title: string }) {
  return (
    <TextLink to={reportPath(id)} sx={{ color: 'inherit' }}>
      {title || NO_TITLE}
    </TextLink>
  );
}

/** 'موضوع:' and the link to the subject the review is about. */
export function SubjectLine({ id, title, sx }: { id: number; title: string | null; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {SUBJECT_LINK_LABEL} <TextLink to={subjectPath(id)}>{title || NO_TITLE}</TextLink>
    </Typography>
  );
}

/** The publication date in Jalali, or nothing for an unpublished review. */
export function PublishedDate({ value }: { value: string | null }) {
  const date = formatJalaliDate(value);
  if (!date) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      <time dateTime={value ?? undefined}>{date}</time>
    </Typography>
  );
}
