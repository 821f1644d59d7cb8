import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

interface ListStateProps {
  list: { isError: boolean; isFetching: boolean };
  /** the sentence shown when the list cannot be loaded */
  errorText: string;
  /** names the progress bar shown while the list loads */
  loadingLabel: string;
}

/** Above a staff list: why it could not be loaded, and a thin bar while it loads (the rows stay put). */
export function ListState({ list, errorText, loadingLabel }: ListStateProps) {
  return (
    <>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
    </>
  );
}
