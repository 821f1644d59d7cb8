import type { User } from '@rasti/contract/accounts';
import { ROLE_LABELS } from '@rasti/contract/enums';
import { SERVER_MESSAGES, SIGN_IN_LINK_MESSAGES } from '@rasti/contract/messages';
import { Role } from '@rasti/contract/roles';
import { toPersianDigits } from '@rasti/contract/persian';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import KeyIcon from '@mui/icons-material/Key';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AdminTable, RowAction, RowEditAction } from '../../../components/admin';
import { CardFooter } from '../../../components/RowCards';
import { USERS_TEXT } from '../messages';

interface UsersTableProps {
  users: readonly User[];
  /** Id of the user whose block toggle is in flight. */
  togglingId: number | null;
  /** The signed-in admin: the server refuses blocking one's own account, so the button is off there. */
  currentUserId: number | null;
  onToggleActive: (user: User) => void;
  onEdit: (user: User) => void;
  /** makes a one-time sign-in link for an active staff member other than oneself */
  onSignInLink: (user: User) => void;
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
  onSignInLink,
}: Omit<UsersTableProps, 'users'> & { user: User }) {
  const { name, self, toggleLabel, toggleHint } = rowParts(user, currentUserId);
  const linkable = !self && user.is_active && user.role !== Role.Regular;
  return (
    <>
      <RowAction
        hint={toggleHint}
        label={toggleLabel}
        icon={user.is_active ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
        color={user.is_active ? 'error' : 'success'}
        onClick={() => onToggleActive(user)}
        disabled={self || togglingId === user.id}
      />
      <RowEditAction text={USERS_TEXT} name={name} onClick={() => onEdit(user)} />
      {linkable ? (
        <RowAction
          hint={SIGN_IN_LINK_MESSAGES.create}
          label={`${SIGN_IN_LINK_MESSAGES.create}: ${name}`}
          icon={<KeyIcon />}
          onClick={() => onSignInLink(user)}
        />
      ) : null}
    </>
  );
}

/** The users table; on a phone each user is a card with the actions at hand. */
export default function UsersTable({ users, ...row }: UsersTableProps) {
  return (
    <AdminTable
      rows={users}
      text={USERS_TEXT}
      minWidth={560}
      columns={[
        { header: USERS_TEXT.name, rowHeader: true, cell: (user) => rowParts(user, row.currentUserId).name },
        { header: USERS_TEXT.mobile, cell: (user) => <Mobile user={user} /> },
        { header: USERS_TEXT.role, cell: (user) => ROLE_LABELS[user.role] },
        { header: USERS_TEXT.status, cell: (user) => <StatusChip user={user} /> },
      ]}
      actions={{ header: USERS_TEXT.actions, cell: (user) => <Actions user={user} {...row} /> }}
      card={(user) => (
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
    />
  );
}
