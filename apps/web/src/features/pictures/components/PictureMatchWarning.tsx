import { PICTURE_MESSAGES } from '@rasti/contract/picture-messages';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { type EditedItem, pictureMatchesQueryOptions } from '../api/picture-matches';

interface PictureMatchWarningProps {
  /** the main image just chosen; nothing is asked without one */
  file: File | null;
  /** the subject or review being edited */
  edited?: EditedItem;
}

/**
 * The subject and review forms' warning (ADR 30): the new main image already appeared in a published check,
 * linked; saving is still allowed. A failed lookup shows nothing: it is advice, not a rule.
 */
export function PictureMatchWarning({ file, edited }: PictureMatchWarningProps) {
  const { data } = useQuery(pictureMatchesQueryOptions(file, edited));
  if (!file || !data?.length) return null;
  return (
    <Alert severity="warning" role="status">
      {PICTURE_MESSAGES.seenBefore}:{' '}
      {data.map((match, i) => (
        <span key={`${match.kind}-${match.id}`}>
          {i > 0 ? '، ' : null}
          <Link href={match.url} target="_blank" rel="noopener">
            {match.title}
          </Link>
        </span>
      ))}
      . {PICTURE_MESSAGES.seenBeforeHint}
    </Alert>
  );
}
