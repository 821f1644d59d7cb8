import { ORIGIN_LABELS, Origin } from '@rasti/contract/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import Pagination, { pageCountFor } from '../../../components/Pagination';
import { ApiRequestError } from '../../../lib/api/client';
import type { OriginFilter } from '../api/media-api';
import { DIRECTORY_PAGE_SIZE, outletListQueryOptions, outletQueryOptions } from '../api/outlets-api';
import OutletDetail from '../components/OutletDetail';
import OutletsTable from '../components/OutletsTable';
import { MEDIA_TEXT } from '../messages';

const SEARCH_DEBOUNCE_MS = 400;
const ORIGINS = [Origin.Internal, Origin.External] as const;

const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
const originOf = (value: string | null): OriginFilter => (value === '1' || value === '2' ? value : '');

/**
 * /media, for everyone: the outlets directory (spec section 2, the media list with its all/internal/
 * external filter). ?outlet={id} shows one outlet with its scores and checked news. Everything lives in
 * the address, so the back button and shared links land on the same view.
 */
export default function OutletsDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const outletId = positive(params.get('outlet'));
  // unset values and page 1 stay out of the address
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  const pageParam = (page: number) => (page > 1 ? String(page) : null);

  const listParams = new URLSearchParams(params);
  listParams.delete('outlet');
  listParams.delete('sources_page');
  const listHref = `/media${listParams.size > 0 ? `?${listParams}` : ''}`;
  const detailHref = (id: number) => {
    const next = new URLSearchParams(listParams);
    next.set('outlet', String(id));
    return `/media?${next}`;
  };

  return (
    <Box>
      {outletId ? (
        <OutletView
          id={outletId}
          page={positive(params.get('sources_page')) || 1}
          onPage={(page) => update({ sources_page: pageParam(page) })}
          backHref={listHref}
        />
      ) : (
        <Directory
          search={params.get('q') ?? ''}
          origin={originOf(params.get('origin'))}
          page={positive(params.get('page')) || 1}
          onSearch={(q) => update({ q, page: null }, true)}
          onOrigin={(origin) => update({ origin, page: null })}
          onPage={(page) => update({ page: pageParam(page) })}
          hrefOf={detailHref}
        />
      )}
    </Box>
  );
}

interface DirectoryProps {
  search: string;
  origin: OriginFilter;
  page: number;
  onSearch: (q: string) => void;
  onOrigin: (origin: OriginFilter) => void;
  onPage: (page: number) => void;
  hrefOf: (id: number) => string;
}

function Directory({ search, origin, page, onSearch, onOrigin, onPage, hrefOf }: DirectoryProps) {
  const [typed, setTyped] = useState(search);
  // the search goes into the address once typing pauses
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const type = (value: string) => {
    setTyped(value);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      if (value.trim() !== search.trim()) onSearch(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  // the address changed from outside (back button, a link) while nothing is being typed: follow it
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (pending.current === undefined && search !== typed.trim()) setTyped(search);
  }

  const list = useQuery(outletListQueryOptions({ page, search, origin }));
  const pageCount = pageCountFor(list.data?.total ?? 0, DIRECTORY_PAGE_SIZE);

  return (
    <>
      <PageHeading title={MEDIA_TEXT.directoryTitle} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {MEDIA_TEXT.directoryIntro}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        role="search"
        aria-label={MEDIA_TEXT.filtersLabel}
      >
        <TextField
          label={MEDIA_TEXT.directorySearchLabel}
          placeholder={MEDIA_TEXT.searchPlaceholder}
          value={typed}
          onChange={(e) => type(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
        <TextField
          select
          label={MEDIA_TEXT.mediaType}
          value={origin}
          onChange={(e) => onOrigin(e.target.value as OriginFilter)}
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
          {MEDIA_TEXT.loadFailed}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching ? <LinearProgress aria-label={MEDIA_TEXT.loading} /> : null}
      </Box>
      {list.data ? <OutletsTable outlets={list.data.items} hrefOf={hrefOf} /> : null}
      <Pagination page={Math.min(page, pageCount)} count={pageCount} onChange={onPage} />
    </>
  );
}

function OutletView({
  id,
  page,
  onPage,
  backHref,
}: {
  id: number;
  page: number;
  onPage: (page: number) => void;
  backHref: string;
}) {
  const outlet = useQuery(outletQueryOptions(id, page));
  if (outlet.isError) {
    const missing = outlet.error instanceof ApiRequestError && outlet.error.status === 404;
    return (
      <>
        <PageHeading title={MEDIA_TEXT.directoryTitle} />
        <Alert severity="error">{missing ? MEDIA_TEXT.outletNotFound : MEDIA_TEXT.outletLoadFailed}</Alert>
      </>
    );
  }
  if (!outlet.data) return <PageLoader />;
  return <OutletDetail outlet={outlet.data} page={page} onPage={onPage} backHref={backHref} />;
}
