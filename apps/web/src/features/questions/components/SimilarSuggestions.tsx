import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MATCH_MESSAGES } from '@rasti/contract/matching';
import { PICTURE_MESSAGES } from '@rasti/contract/picture-messages';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import {
  pictureWordsQueryOptions,
  similarPictureQueryOptions,
  WORDS_MAX_POLLS,
} from '../api/question-pictures';
import {
  countSuggestionOpened,
  SIMILAR_DEBOUNCE_MS,
  similarQueryOptions,
  similarWanted,
} from '../api/similar-questions';

interface Suggestion {
  kind: 'subject' | 'review';
  id: number;
  title: string;
  url: string;
  score: number;
}

/** The title's and the pictures' suggestions as one list, best first, each check once, at most five. */
function merged(lists: Suggestion[][]): Suggestion[] {
  const best = new Map<string, Suggestion>();
  for (const item of lists.flat()) {
    const key = `${item.kind}:${item.id}`;
    const seen = best.get(key);
    if (!seen || item.score > seen.score) best.set(key, item);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, 5);
}

/**
 * 'Already checked?' under the ask form's title: up to five published subjects and reviews
 * that may answer what the reader is typing or show a picture they chose (each picture is looked up once,
 * as soon as it is chosen), each a plain link to its page. While a picture's words are being read (its
 * lookup answered 202), their suggestions are asked for again with a growing wait, for about 30 s at most,
 * and 'در حال خواندن متن تصویر…' says so in a status region; they join the list once read. The box unfolds
 * (no jump) and keeps its last answer while the next loads; the live region is always there, so screen
 * readers hear the suggestions politely once they change. Sending stays possible whatever it shows.
 */
export default function SimilarSuggestions({ text, pictures = [] }: { text: string; pictures?: File[] }) {
  const settled = useDebouncedValue(text, SIMILAR_DEBOUNCE_MS);
  const wanted = similarWanted(text) && similarWanted(settled);
  const similar = useQuery({ ...similarQueryOptions(settled), enabled: similarWanted(settled) });
  const byPicture = useQueries({ queries: pictures.map((file) => similarPictureQueryOptions(file)) });
  const wordPaths = byPicture.flatMap((answer) => (answer.data?.words ? [answer.data.words] : []));
  const byWords = useQueries({ queries: wordPaths.map((path) => pictureWordsQueryOptions(path)) });
  const items = merged([
    wanted ? (similar.data ?? []) : [],
    ...byPicture.map((answer) => answer.data?.items ?? []),
    ...byWords.map((answer) => answer.data?.items ?? []),
  ]);
  const open = items.length > 0;
  // still reading: not answered yet, or answered 'reading' with polls left (past them the panel stops waiting)
  const reading = byWords.some(
    (answer) =>
      !answer.isError &&
      (answer.data === undefined || (answer.data.reading && answer.data.polls < WORDS_MAX_POLLS)),
  );

  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 0 }}>
        {reading ? PICTURE_MESSAGES.readingText : ''}
      </Typography>
      <Box aria-live="polite" aria-atomic="false">
        <Collapse in={open} unmountOnExit>
          <Box
            component="section"
            aria-labelledby="similar-title"
            sx={{
              border: 1,
              borderColor: 'info.light',
              bgcolor: 'action.hover',
              borderRadius: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Typography id="similar-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {MATCH_MESSAGES.boxTitle}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {items.map((item) => (
                <Box
                  component="li"
                  key={`${item.kind}-${item.id}`}
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
                >
                  {item.kind === 'subject' ? (
                    <FactCheckOutlinedIcon fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
                  ) : (
                    <ArticleOutlinedIcon fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
                  )}
                  <Link
                    component={RouterLink}
                    to={item.url}
                    onClick={countSuggestionOpened}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', ml: 0.5 }}>
                      {item.kind === 'subject' ? MATCH_MESSAGES.subject : MATCH_MESSAGES.review}:
                    </Box>{' '}
                    {item.title}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        </Collapse>
      </Box>
    </>
  );
}
