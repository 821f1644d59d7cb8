import { ROLE_LABELS, Role } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import MyQuestions from '../components/MyQuestions';
import UserAvatar from '../components/UserAvatar';
import { useMe } from '../api/me';
import { MeStatus } from '../components/MeStatus';
import { ACCOUNT_TEXT } from '../messages';

export default function ProfilePage() {
  const me = useMe();
  const user = me.data;

  return (
    <>
      <PageHeading title={ACCOUNT_TEXT.myProfile} />
      <MeStatus me={me} label={ACCOUNT_TEXT.myProfile} />
      {user ? (
        <>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={3}
              sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
            >
              <UserAvatar src={user.avatar} name={user.full_name} size={120} />
              <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'start' } }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {user.full_name}
                </Typography>
                <Chip
                  label={ROLE_LABELS[user.role]}
                  size="small"
                  color="primary"
                  variant="outlined"
                  sx={{ my: 1 }}
                />
                <Box
                  component="dl"
                  sx={{ m: 0, '& dt': { color: 'text.secondary', mt: 1 }, '& dd': { m: 0 } }}
                >
                  <dt>{ACCOUNT_TEXT.mobile}</dt>
                  <dd>
                    <bdi>{toPersianDigits(user.mobile)}</bdi>
                  </dd>
                  <dt>{ACCOUNT_TEXT.description}</dt>
                  <dd>
                    <Typography sx={{ whiteSpace: 'pre-line' }}>
                      {user.abstract || ACCOUNT_TEXT.noAbstract}
                    </Typography>
                  </dd>
                </Box>
                <Button component={RouterLink} to="/edit-profile" variant="contained" sx={{ mt: 2 }}>
                  {ACCOUNT_TEXT.editProfileLink}
                </Button>
              </Box>
            </Stack>
          </Paper>
          {user.role === Role.Regular ? <MyQuestions /> : null}
        </>
      ) : null}
    </>
  );
}
