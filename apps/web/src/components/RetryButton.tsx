import Button from '@mui/material/Button';

export const RETRY_LABEL = 'تلاش دوباره';

/** 'تلاش دوباره' in a failed load's alert: asks again, and waits while the new request runs. */
export function RetryButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {RETRY_LABEL}
    </Button>
  );
}
