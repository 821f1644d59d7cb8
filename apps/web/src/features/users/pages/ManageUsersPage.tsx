import type { SignInLink, User } from '@rasti/contract/accounts';
import { ROLE_LABELS } from '@rasti/contract/enums';
import { SIGN_IN_LINK_MESSAGES, USER_MESSAGES } from '@rasti/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  AdminListPage,
  ConfirmRowDialog,
  type ConfirmRowTexts,
  useConfirmRow,
  useListPage,
} from '../../../components/admin';
import { useSession } from '../../../lib/auth/session';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import {
  type StatusFilter,
  USERS_PAGE_SIZE,
  type UserListFilters,
  userListQueryOptions,
} from '../api/list-users';
import { useSetUserActive } from '../api/set-user-active';
import { useCreateSignInLink } from '../api/sign-in-link';
import SignInLinkDialog from '../components/SignInLinkDialog';
import UserFormPanel, { ROLE_ORDER } from '../components/UserFormPanel';
import UsersTable from '../components/UsersTable';
import { USERS_TEXT } from '../messages';

/** How the confirmation names a person: their name, or their number when they have none yet. */
const displayName = (user: User) => user.full_name.trim() || user.mobile;

/** Blocking, in the admin kit's words for a row's confirmation. */
const BLOCK_CONFIRM: ConfirmRowTexts = {
  confirmTitle: USER_MESSAGES.blockConfirmTitle,
  confirmText: USER_MESSAGES.blockConfirmText,
  confirmYes: USER_MESSAGES.blockConfirm,
  confirmNo: USER_MESSAGES.blockCancel,
};

type FormState = { open: false } | { open: true; userId: number | null; key: number };

const ROLE_OPTIONS = ROLE_ORDER.map((r) => ({ value: String(r), label: ROLE_LABELS[r] }));
const STATUS_OPTIONS = [
  { value: 'true', label: USERS_TEXT.active },
  { value: 'false', label: USERS_TEXT.inactive },
];
const roleOf = (raw: string): UserListFilters['role'] =>
  ROLE_OPTIONS.some((o) => o.value === raw) ? (raw as UserListFilters['role']) : '';
const statusOf = (raw: string): StatusFilter => (raw === 'true' || raw === 'false' ? raw : '');

export default function ManageUsersPage() {
  const session = useSession();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listPage = useListPage({ filters: ['role', 'status'] });
  const { page, search } = listPage;
  const role = roleOf(listPage.filters.role);
  const status = statusOf(listPage.filters.status);
  const [form, setForm] = useState<FormState>({ open: false });
  // blocking locks a person out: it is confirmed, naming them; activating is not
  const toBlock = useConfirmRow<User>();

  const filters: UserListFilters = { page, search, role, status };
  const list = useQuery(userListQueryOptions(filters));

  const toggle = useSetUserActive(filters, {
    onSuccess: (saved) => {
      showToast(saved.is_active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated);
      toBlock.close();
    },
    onError: (error) => {
      toBlock.close();
      showToast(errorDetail(error, USER_MESSAGES.toggleFailed));
    },
  });
  const toggleActive = (user: User) => (user.is_active ? toBlock.ask(user) : toggle.mutate(user));

  // a one-time sign-in link, shown once in a dialog for the super admin to hand over
  const [link, setLink] = useState<{ name: string; link: SignInLink } | null>(null);
  const makeLink = useCreateSignInLink({
    onError: (error) => showToast(errorDetail(error, SIGN_IN_LINK_MESSAGES.createFailed)),
  });
  const signInLink = (user: User) =>
    makeLink.mutate(user.id, { onSuccess: (made) => setLink({ name: displayName(user), link: made }) });

  const openForm = (userId: number | null) => setForm({ open: true, userId, key: Date.now() });
  const closeForm = () => {
    setForm({ open: false });
    addButtonRef.current?.focus();
  };

  return (
    <AdminListPage
      sx={{ p: { xs: 1, sm: 2 } }}
      text={USERS_TEXT}
      add={{ label: USERS_TEXT.addUser, ref: addButtonRef, onClick: () => openForm(null) }}
      forms={
        form.open ? (
          <UserFormPanel
            key={form.key}
            userId={form.userId}
            onCancel={closeForm}
            onSaved={(text) => {
              closeForm();
              showToast(text);
            }}
          />
        ) : null
      }
      listPage={listPage}
      filterBar={{
        rowFrom: 'md',
        selects: [
          { name: 'role', label: USERS_TEXT.roleFilter, allLabel: USERS_TEXT.all, options: ROLE_OPTIONS },
          {
            name: 'status',
            label: USERS_TEXT.statusFilter,
            allLabel: USERS_TEXT.all,
            options: STATUS_OPTIONS,
            minWidth: 160,
          },
        ],
      }}
      list={list}
      errorText={errorDetail(list.error, USER_MESSAGES.loadListFailed)}
      pageSize={USERS_PAGE_SIZE}
    >
      {list.data ? (
        <UsersTable
          users={list.data.items}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          currentUserId={session.user?.id ?? null}
          onToggleActive={toggleActive}
          onEdit={(user) => openForm(user.id)}
          onSignInLink={signInLink}
        />
      ) : null}
      <SignInLinkDialog name={link?.name ?? ''} link={link?.link ?? null} onClose={() => setLink(null)} />
      <ConfirmRowDialog confirm={toBlock} texts={BLOCK_CONFIRM} nameOf={displayName} action={toggle} />
    </AdminListPage>
  );
}
