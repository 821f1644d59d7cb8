import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { RetryButton } from '../../../components/RetryButton';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { authorReviewsQueryOptions } from '../../reviews/api';
import { searchHint } from '../../../lib/search-hint';
import { FACULTY_PAGE_SIZE } from '../api';
import { FACULTY_TEXT } from '../messages';
import { MemberItemCard } from './MemberItemCard';

export const ITEMS_SEARCH_DEBOUNCE_MS = 300;

/**
 * 'مطالب منتشر شده': the member's published reviews, searched on the server (a review's title or its
 * subject's title) and paged. The box suggests the titles found so far (the browser's own list, no
 * extra script); picking one narrows the list to it.
 */
export function MemberItems({ memberId }: { memberId: number }) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const suggestionsId = `${baseId}-titles`;
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), ITEMS_SEARCH_DEBOUNCE_MS);
  const items = useQuery(authorReviewsQueryOptions(memberId, search, page));
  const list = items.data?.items ?? [];
  const total = items.data?.total ?? 0;
  const titles = [...new Set(list.map((item) => item.title).filter(Boolean))];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
          {FACULTY_MESSAGES.itemsTitle}
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          <TextField
            size="small"
            fullWidth
            type="search"
            label={FACULTY_TEXT.searchLabel}
            placeholder={FACULTY_TEXT.searchPlaceholder}
            value={text}
            helperText={searchHint(text)}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
            slotProps={{
              htmlInput: { list: suggestionsId, autoComplete: 'off', enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden="true" />
                  </InputAdornment>
                ),
                endAdornment:
                  items.isFetching && !items.isPending ? (
                    <InputAdornment position="end">
                      <CircularProgress size={16} aria-label={FACULTY_TEXT.loading} />
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
          <datalist id={suggestionsId}>
            {titles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        </Box>
      </Box>

      {items.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={FACULTY_TEXT.loading} />
        </Box>
      ) : items.isError && !items.data ? (
        <Alert severity="error" action={<RetryButton query={items} />}>
          {FACULTY_MESSAGES.loadOneFailed}
        </Alert>
      ) : (
        <>
          <Box role="status" sx={{ fontSize: '0.875rem', color: 'text.secondary', mb: 1 }}>
            {list.length === 0
              ? FACULTY_MESSAGES.itemsEmpty
              : FACULTY_TEXT.resultCount(toPersianDigits(total))}
          </Box>
          {list.length > 0 && (
            <Box
              component="ul"
              aria-label={FACULTY_TEXT.itemsLabel}
              aria-busy={items.isFetching}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                opacity: items.isPlaceholderData ? 0.6 : 1,
              }}
            >
              {list.map((item) => (
                <li key={item.id}>
                  <MemberItemCard item={item} />
                </li>
              ))}
            </Box>
          )}
          <Pagination page={page} count={pageCountFor(total, FACULTY_PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </Box>
  );
}
