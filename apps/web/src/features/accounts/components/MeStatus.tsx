import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { User } from '@rasti/contract/accounts';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorDetail } from '../../../lib/api/errors';
import { ACCOUNT_TEXT } from '../messages';

/** The profile screens' own record on its way (a spinner named `label`) or failed to load. */
export function MeStatus({ me, label }: { me: UseQueryResult<User>; label: string }) {
  return (
    <>
      {me.isPending && me.fetchStatus !== 'idle' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={label} />
        </Box>
      ) : null}
      {me.isError ? (
        <Alert severity="error">{errorDetail(me.error, ACCOUNT_TEXT.loadProfileFailed)}</Alert>
      ) : null}
    </>
  );
}
