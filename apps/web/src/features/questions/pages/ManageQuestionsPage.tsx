import Alert from '@mui/material/Alert';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUESTION_GROUP_MESSAGES, QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { errorDetail } from '../../../lib/api/errors';
import { INBOX_PAGE_SIZE, inboxQueryOptions, type TopicFilter } from '../api/questions-api';
import QuestionsTable from '../components/QuestionsTable';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { INBOX_TEXT } from '../messages';

const SEARCH_DEBOUNCE_MS = 400;

const topicFrom = (raw: string | null): TopicFilter => (raw === 'true' || raw === 'false' ? raw : '');

/**
 * The user reports inbox of roles 2 and 3 at /ask-me (spec section 2): 10 a page from the server, a
 * search and the topic filter (all, without topic, with topic). Filters and page live in the address,
 * so coming back from a report lands on the same page.
 */
export default function ManageQuestionsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const hasSubject = topicFrom(params.get('has_subject'));
  const search = params.get('search') ?? '';
  // issue 16: the most asked first, and one group's questions
  const ordering = params.get('ordering') === '-demand' ? '-demand' : '';
  const rawGroup = Number(params.get('group'));
  const group = Number.isInteger(rawGroup) && rawGroup > 0 ? rawGroup : null;
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  // a new search starts again from page 1
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text moves the address
  useEffect(() => {
    if (debouncedSearch.trim() !== search) update({ search: debouncedSearch.trim(), page: 1 });
  }, [debouncedSearch]);

  const list = useQuery(inboxQueryOptions({ page, search, hasSubject, ordering, group }));
  const pageCount = pageCountFor(list.data?.total ?? 0, INBOX_PAGE_SIZE);

  // a shrinking total (a report deactivated elsewhere) can leave the page past the end
  // biome-ignore lint/correctness/useExhaustiveDependencies: update only writes the address
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) update({ page: pageCount });
  }, [list.data, list.isPlaceholderData, page, pageCount]);

  return (
    <Box>
      <PageHeading title={INBOX_TEXT.title} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        role="search"
        aria-label={INBOX_TEXT.filtersLabel}
      >
        <TextField
          label={INBOX_TEXT.searchLabel}
          placeholder={INBOX_TEXT.searchPlaceholder}
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          type="search"
          size="small"
          fullWidth
        />
        <TextField
          select
          label={INBOX_TEXT.topicFilter}
          value={hasSubject}
          onChange={(e) => update({ has_subject: e.target.value, page: 1 })}
          size="small"
          sx={{ minWidth: { sm: 200 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{INBOX_TEXT.all}</MenuItem>
          <MenuItem value="false">{INBOX_TEXT.withoutTopic}</MenuItem>
          <MenuItem value="true">{INBOX_TEXT.withTopic}</MenuItem>
        </TextField>
        <TextField
          select
          label={QUESTION_GROUP_MESSAGES.sortLabel}
          value={ordering}
          onChange={(e) => update({ ordering: e.target.value, page: 1 })}
          size="small"
          sx={{ minWidth: { sm: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{QUESTION_GROUP_MESSAGES.sortNewest}</MenuItem>
          <MenuItem value="-demand">{QUESTION_GROUP_MESSAGES.sortDemand}</MenuItem>
        </TextField>
      </Stack>
      {group !== null ? (
        <Box sx={{ mb: 2 }}>
          <Chip
            color="primary"
            variant="outlined"
            label={QUESTION_GROUP_MESSAGES.groupFilter(group)}
            onDelete={() => update({ group: null, page: 1 })}
            deleteIcon={<CloseIcon aria-label={QUESTION_GROUP_MESSAGES.clearGroup} />}
          />
        </Box>
      ) : null}

      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(list.error, QUESTION_MESSAGES.loadFailed)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching ? <LinearProgress aria-label={INBOX_TEXT.loading} /> : null}
      </Box>
      {list.data ? <QuestionsTable questions={list.data.items} /> : null}
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(next) => update({ page: next })}
      />
    </Box>
  );
}
