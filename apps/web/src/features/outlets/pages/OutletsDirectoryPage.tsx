import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FilterBar, ListPaging, ListState, useListPage } from '../../../components/admin';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { PlainAlert } from '../../../components/PlainAlert';
import { ApiRequestError } from '../../../lib/api/client';
import { DIRECTORY_PAGE_SIZE, outletListQuery, outletQuery } from '../api/list-outlets';
import OutletDetail from '../components/OutletDetail';
import OutletsTable from '../components/OutletsTable';
import { OUTLETS_TEXT } from '../messages';
import { ORIGIN_SELECT, originOf } from '../origin-filter';
import styles from './OutletsDirectoryPage.module.css';

const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

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
  // each outlet has its own page; ?outlet={id} (the older address) still shows it here
  const detailHref = (id: number) => `/media/${id}`;

  return (
    <div>
      {outletId ? (
        <OutletView
          id={outletId}
          page={positive(params.get('sources_page')) || 1}
          onPage={(page) => update({ sources_page: pageParam(page) })}
          backHref={listHref}
        />
      ) : (
        <Directory hrefOf={detailHref} />
      )}
    </div>
  );
}

function Directory({ hrefOf }: { hrefOf: (id: number) => string }) {
  const listPage = useListPage({ filters: ['origin'] });
  const { page, search } = listPage;
  const origin = originOf(listPage.filters.origin);
  const list = useQuery(outletListQuery({ page, search, origin }));

  return (
    <>
      <PageHeading title={OUTLETS_TEXT.directoryTitle} />
      <p className={styles.intro}>{OUTLETS_TEXT.directoryIntro}</p>
      <FilterBar
        label={OUTLETS_TEXT.filtersLabel}
        list={listPage}
        search={{ label: OUTLETS_TEXT.directorySearchLabel, placeholder: OUTLETS_TEXT.searchPlaceholder }}
        selects={[{ ...ORIGIN_SELECT, label: OUTLETS_TEXT.mediaType }]}
      />
      <ListState list={list} errorText={OUTLETS_TEXT.loadFailed} loadingLabel={OUTLETS_TEXT.loading} />
      {list.data ? <OutletsTable outlets={list.data.items} hrefOf={hrefOf} /> : null}
      <ListPaging list={list} page={page} pageSize={DIRECTORY_PAGE_SIZE} onChange={listPage.setPage} />
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
  const outlet = useQuery(outletQuery(id, page));
  if (outlet.isError) {
    const missing = outlet.error instanceof ApiRequestError && outlet.error.status === 404;
    return (
      <>
        <PageHeading title={OUTLETS_TEXT.directoryTitle} />
        <PlainAlert severity="error">
          {missing ? OUTLETS_TEXT.outletNotFound : OUTLETS_TEXT.outletLoadFailed}
        </PlainAlert>
      </>
    );
  }
  if (!outlet.data) return <PageLoader />;
  return <OutletDetail outlet={outlet.data} page={page} onPage={onPage} backHref={backHref} />;
}
