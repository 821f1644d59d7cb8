import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Question } from '@rasti/contract/questions';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { DETAIL_TEXT } from '../messages';
import { ChannelChip, requesterName } from './QuestionsTable';

interface RequesterBoxProps {
  question: Question;
  toggling: boolean;
  onToggleBlock: () => void;
}

/** Who asked and when, with the block / activate button for an asker who has an account. */
export default function RequesterBox({ question, toggling, onToggleBlock }: RequesterBoxProps) {
  const name = requesterName(question);
  const active = question.user_active;
  return (
    <Paper component="section" aria-labelledby="requester-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="requester-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {DETAIL_TEXT.requester}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'grey.200' }}>
          <AppImage
            src={question.avatar}
            alt=""
            fallback="avatar"
            width={64}
            height={64}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
            <ChannelChip question={question} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {DETAIL_TEXT.requestDate}:{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatJalaliDate(question.register_date)}
            </Box>
          </Typography>
          {active === null ? null : (
            <Chip
              size="small"
              color={active ? 'success' : 'error'}
              label={active ? DETAIL_TEXT.active : DETAIL_TEXT.blocked}
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
      </Box>
      {active === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {DETAIL_TEXT.noAccount}
        </Typography>
      ) : (
        <Button
          variant={active ? 'outlined' : 'contained'}
          color={active ? 'error' : 'success'}
          startIcon={active ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
          onClick={onToggleBlock}
          loading={toggling}
          fullWidth
          sx={{ mt: 2 }}
        >
          {active ? DETAIL_TEXT.blockUser : DETAIL_TEXT.activateUser}
        </Button>
      )}
    </Paper>
  );
}
