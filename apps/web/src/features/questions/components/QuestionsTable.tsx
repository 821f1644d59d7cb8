import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Question } from '@rasti/contract/questions';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatJalaliDate } from '../../../lib/jalali';
import { DETAIL_TEXT, INBOX_TEXT } from '../messages';

/** Who asked: the account's or the typed name, else 'anonymous'. */
export const requesterName = (q: Question): string =>
  q.full_name.trim() || q.user?.full_name.trim() || DETAIL_TEXT.anonymous;

/** The user reports table (spec section 2): title, requester, registration date, topic; a row opens the report. */
export default function QuestionsTable({ questions }: { questions: readonly Question[] }) {
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <Box component="caption" sx={visuallyHidden}>
          {INBOX_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{INBOX_TEXT.colTitle}</TableCell>
            <TableCell>{INBOX_TEXT.colRequester}</TableCell>
            <TableCell>{INBOX_TEXT.colDate}</TableCell>
            <TableCell>{INBOX_TEXT.colTopic}</TableCell>
            <TableCell align="center">{INBOX_TEXT.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {INBOX_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            questions.map((q) => (
              <TableRow key={q.id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                  <Box
                    component={RouterLink}
                    to={`/manage-user-request/${q.id}`}
                    sx={{
                      color: 'primary.main',
                      fontWeight: 500,
                      textDecoration: 'none',
                      '&:hover': { textDecoration: 'underline' },
                    }}
                  >
                    {q.title}
                  </Box>
                </TableCell>
                <TableCell>
                  {requesterName(q)}
                  {q.user_active === false ? (
                    <Chip size="small" color="error" label={DETAIL_TEXT.blocked} sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDate(q.register_date)}</TableCell>
                <TableCell>{q.news_subject_title ?? INBOX_TEXT.noTopic}</TableCell>
                <TableCell align="center">
                  <Tooltip title={DETAIL_TEXT.title}>
                    <IconButton
                      component={RouterLink}
                      to={`/manage-user-request/${q.id}`}
                      aria-label={INBOX_TEXT.view(q.title)}
                      size="small"
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
