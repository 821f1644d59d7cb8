import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import NotFoundPage from '../../../app/pages/NotFoundPage';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { PlainAlert } from '../../../components/PlainAlert';
import { ApiRequestError } from '../../../lib/api/client';
import { outletQuery, sourcesPageParam } from '../api/list-outlets';
import OutletDetail from '../components/OutletDetail';
import { OUTLETS_TEXT } from '../messages';

/**
 * /media/{id}, for everyone: an outlet's record (drawn by the server, ADR 34): who it is, its score with
 * the formula, its rank now and a year ago, its checked news per month by verdict, and its checked news,
 * newest first, paged by `?page`. A missing outlet is the site's 'not found'.
 */
export default function OutletPage() {
  const { id: rawId } = useParams();
  const [params, setParams] = useSearchParams();
  const id = /^\d{1,10}$/.test(rawId ?? '') ? Number(rawId) : 0;
  const page = sourcesPageParam(params.get('page'));
  const outlet = useQuery({ ...outletQuery(id, page), enabled: id > 0 });
  const onPage = (next: number) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next > 1) changed.set('page', String(next));
      else changed.delete('page');
      return changed;
    });

  if (id === 0) return <NotFoundPage />;
  if (outlet.isError) {
    if (outlet.error instanceof ApiRequestError && outlet.error.status === 404) return <NotFoundPage />;
    return (
      <>
        <PageHeading title={OUTLETS_TEXT.directoryTitle} />
        <PlainAlert severity="error">{OUTLETS_TEXT.outletLoadFailed}</PlainAlert>
      </>
    );
  }
  if (!outlet.data) return <PageLoader />;
  return <OutletDetail outlet={outlet.data} page={page} onPage={onPage} backHref="/media" />;
}
