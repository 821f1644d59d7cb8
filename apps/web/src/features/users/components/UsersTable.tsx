import type { User } from '@rasti/contract/accounts';
import { ROLE_LABELS } from '@rasti/contract/enums';
import { SERVER_MESSAGES } from '@rasti/contract/messages';
import { toPersianDigits } from '@rasti/contract/persian';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/Edit';
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
import Typography from '@mui/material/Typography';
import { CardFooter, RowCards, useRowCards } from '../../../components/RowCards';
import { visuallyHidden } from '../../../components/visually-hidden';
import { USERS_TEXT } from '../messages';

interface UsersTableProps {
  users: readonly User[];
  /** Id of the user whose block toggle is in flight. */
  togglingId: number | null;
  /** The signed-in admin: the server refuses blocking one's own account, so the button is off there. */
  currentUserId: number | null;
  onToggleActive: (user: User) => void;
  onEdit: (user: User) => void;
}

/** What a row shows and offers, the same in the table and on a phone's card. */
function rowParts(user: User, currentUserId: number | null) {
  const name = user.full_name.trim() || USERS_TEXT.noName;
  const self = user.id === currentUserId;
  return {
    name,
    self,
    toggleLabel: user.is_active ? USERS_TEXT.block(name) : USERS_TEXT.unblock(name),
    toggleHint: self
      ? SERVER_MESSAGES.selfBlock
      : user.is_active
        ? USERS_TEXT.blockShort
        : USERS_TEXT.unblockShort,
  };
}

function StatusChip({ user }: { user: User }) {
  return (
    <Chip
      size="small"
      color={user.is_active ? 'success' : 'error'}
      label={user.is_active ? USERS_TEXT.active : USERS_TEXT.inactive}
    />
  );
}

function Mobile({ user }: { user: User }) {
  return <bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi>;
}

function Actions({
  user,
  togglingId,
  currentUserId,
  onToggleActive,
  onEdit,
}: Omit<UsersTableProps, 'users'> & { user: User }) {
  const { name, self, toggleLabel, toggleHint } = rowParts(user, currentUserId);
  return (
    <>
      <Tooltip describeChild title={toggleHint}>
        <span>
          <IconButton
            aria-label={toggleLabel}
            color={user.is_active ? 'error' : 'success'}
            onClick={() => onToggleActive(user)}
            disabled={self || togglingId === user.id}
          >
            {user.is_active ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip describeChild title={USERS_TEXT.editShort}>
        <IconButton aria-label={USERS_TEXT.edit(name)} onClick={() => onEdit(user)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

/** The users table; on a phone each user is a card with the actions at hand. */
export default function UsersTable({ users, ...row }: UsersTableProps) {
  const cards = useRowCards();
  if (cards) {
    return (
      <RowCards rows={users} label={USERS_TEXT.tableCaption} empty={USERS_TEXT.empty} rowKey={(u) => u.id}>
        {(user) => (
          <>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {rowParts(user, row.currentUserId).name}
            </Typography>
            <Typography variant="body2" component="p" color="text.secondary">
              <Mobile user={user} />
            </Typography>
            <CardFooter actions={<Actions user={user} {...row} />}>
              <Typography variant="body2" component="span">
                {ROLE_LABELS[user.role]}
              </Typography>
              <StatusChip user={user} />
            </CardFooter>
          </>
        )}
      </RowCards>
    );
  }
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }}>
        <Box component="caption" sx={visuallyHidden}>
          {USERS_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{USERS_TEXT.name}</TableCell>
            <TableCell>{USERS_TEXT.mobile}</TableCell>
            <TableCell>{USERS_TEXT.role}</TableCell>
            <TableCell>{USERS_TEXT.status}</TableCell>
            <TableCell align="center">{USERS_TEXT.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {USERS_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            users.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell component="th" scope="row">
                  {rowParts(user, row.currentUserId).name}
                </TableCell>
                <TableCell>
                  <Mobile user={user} />
                </TableCell>
                <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                <TableCell>
                  <StatusChip user={user} />
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Actions user={user} {...row} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
