import { MEDIA_MESSAGES, type Media, ORIGIN_LABELS, Origin } from '@rasti/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { PageHeading } from '../../../components/PageHeading';
import Pagination, { pageCountFor } from '../../../components/Pagination';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import {
  deleteMedia,
  MEDIA_PAGE_SIZE,
  type MediaListFilters,
  mediaKeys,
  mediaListQueryOptions,
  type OriginFilter,
} from '../api/media-api';
import { outletKeys } from '../api/outlets-api';
import MediaFormPanel from '../components/MediaFormPanel';
import MediaTable from '../components/MediaTable';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { usePinnedFirst } from '../../../lib/hooks/use-pinned-first';
import { MEDIA_TEXT } from '../messages';
import { type OpenForm, openEditForm, openNewForm } from '../open-forms';

const SEARCH_DEBOUNCE_MS = 400;
const ORIGINS = [Origin.Internal, Origin.External] as const;

/** /manage-media (roles 2 and 3): the outlets table, paged and searched on the server, with inline forms. */
export default function ManageMediaPage() {
  const queryClient = useQueryClient();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [origin, setOrigin] = useState<OriginFilter>('');
  // the page belongs to one set of filters: changing a filter starts again from page 1
  const filterKey = JSON.stringify([debouncedSearch.trim(), origin]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [forms, setForms] = useState<OpenForm[]>([]);
  const [toDelete, setToDelete] = useState<Media | null>(null);

  const filters: MediaListFilters = { page, search: debouncedSearch, origin };
  const list = useQuery(mediaListQueryOptions(filters));
  // a new outlet is shown first where the user is, whatever page, search or filter is on
  const [rows, pinNew] = usePinnedFirst(list.data?.items, `${filterKey}|${page}`);
  const pageCount = pageCountFor(list.data?.total ?? 0, MEDIA_PAGE_SIZE);

  // a shrinking total (a delete, a filter) can leave the page past the end
  useEffect(() => {
    if (list.data && page > pageCount) setPaging({ filterKey, page: pageCount });
  }, [list.data, page, pageCount, filterKey]);

  const closeForm = (key: string) => {
    setForms((open) => open.filter((f) => f.key !== key));
    addButtonRef.current?.focus();
  };

  const remove = useMutation({
    mutationFn: (outlet: Media) => deleteMedia(outlet.id),
    onSuccess: (_nothing, outlet) => {
      setForms((open) => open.filter((f) => f.outlet?.id !== outlet.id));
      showToast(MEDIA_MESSAGES.deleted);
    },
    // 409: a source was added meanwhile; the server's sentence says so
    onError: (error) => showToast(errorDetail(error, MEDIA_MESSAGES.deleteFailed)),
    onSettled: () => {
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      void queryClient.invalidateQueries({ queryKey: outletKeys.all });
    },
  });

  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <PageHeading title={MEDIA_TEXT.title} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          ref={addButtonRef}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForms(openNewForm)}
        >
          {MEDIA_TEXT.addMedia}
        </Button>
      </Box>

      {forms.map((form) => (
        <MediaFormPanel
          key={form.key}
          outlet={form.outlet}
          onCancel={() => closeForm(form.key)}
          onSaved={(text, saved) => {
            if (form.outlet === null) pinNew(saved);
            closeForm(form.key);
            showToast(text);
          }}
        />
      ))}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        role="search"
        aria-label={MEDIA_TEXT.filtersLabel}
      >
        <TextField
          label={MEDIA_TEXT.searchLabel}
          placeholder={MEDIA_TEXT.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
        <TextField
          select
          label={MEDIA_TEXT.categoryFilter}
          value={origin}
          onChange={(e) => setOrigin(e.target.value as OriginFilter)}
          size="small"
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{MEDIA_TEXT.all}</MenuItem>
          {ORIGINS.map((o) => (
            <MenuItem key={o} value={String(o)}>
              {ORIGIN_LABELS[o]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(list.error, MEDIA_TEXT.loadFailed)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching ? <LinearProgress aria-label={MEDIA_TEXT.loading} /> : null}
      </Box>
      {rows ? (
        <MediaTable
          outlets={rows}
          onEdit={(outlet) => setForms((open) => openEditForm(open, outlet))}
          onDelete={setToDelete}
        />
      ) : null}
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        onChange={(next) => setPaging({ filterKey, page: next })}
      />

      <ConfirmDialog
        text={toDelete ? MEDIA_TEXT.confirmText(toDelete.name) : null}
        title={MEDIA_TEXT.confirmTitle}
        confirmLabel={MEDIA_TEXT.confirmYes}
        cancelLabel={MEDIA_TEXT.confirmNo}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
