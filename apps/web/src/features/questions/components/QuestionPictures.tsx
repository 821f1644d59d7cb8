import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MATCH_MESSAGES } from '@rasti/contract/matching';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { errorDetail } from '../../../lib/api/errors';
import { questionPicturesQueryOptions } from '../api/question-pictures';
import { DETAIL_TEXT } from '../messages';
import PrivatePicture from './PrivatePicture';

/**
 * The pictures a question came with (the ask form's and the tipline bot's photos), each with links to the
 * published subjects and reviews whose pictures look like it. Nothing shows for a question without any.
 */
export default function QuestionPictures({ id, count }: { id: number; count: number }) {
  const pictures = useQuery({ ...questionPicturesQueryOptions(id), enabled: count > 0 });
  if (count === 0) return null;
  return (
    <Paper component="section" aria-labelledby="question-pictures" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="question-pictures" variant="h6" component="h2" sx={{ mb: 2 }}>
        {DETAIL_TEXT.pictures}
      </Typography>
      {pictures.isError ? (
        <Alert severity="error">{errorDetail(pictures.error, DETAIL_TEXT.picturesFailed)}</Alert>
      ) : null}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {(pictures.data ?? []).map((picture, i) => (
          <Box
            component="li"
            key={picture.key}
            // the page's side column is narrow: each picture above its matches
            sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <PrivatePicture storageKey={picture.key} alt={DETAIL_TEXT.pictureAlt(i + 1)} size={160} />
            <Box sx={{ minWidth: 0 }}>
              {picture.matches.length === 0 ? (
                <Typography color="text.secondary">{DETAIL_TEXT.noPictureMatch}</Typography>
              ) : (
                <>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {DETAIL_TEXT.pictureMatches}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {picture.matches.map((match) => (
                      <li key={`${match.kind}-${match.id}`}>
                        <Link component={RouterLink} to={match.url} sx={{ overflowWrap: 'anywhere' }}>
                          {match.kind === 'subject' ? MATCH_MESSAGES.subject : MATCH_MESSAGES.review}:{' '}
                          {match.title}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
