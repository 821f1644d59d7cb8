import { PlainButton } from './PlainButton';

export const RETRY_LABEL = 'تلاش دوباره';

/** 'تلاش دوباره' in a failed load's alert: asks again, and waits while the new request runs. */
export function RetryButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <PlainButton
      color="inherit"
      size="small"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {RETRY_LABEL}
    </PlainButton>
  );
}
