import type { User } from '@rasti/contract/accounts';
import { ROLE_LABELS } from '@rasti/contract/enums';
import { USER_MESSAGES } from '@rasti/contract/messages';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { PageHeading } from '../../../components/PageHeading';
import Pagination from '../../../components/Pagination';
import { useSession } from '../../../lib/auth/session';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import {
  type StatusFilter,
  USERS_PAGE_SIZE,
  type UserListFilters,
  setUserActive,
  userListQueryOptions,
  usersKeys,
} from '../api/users-api';
import UserFormPanel, { ROLE_ORDER } from '../components/UserFormPanel';
import UsersTable from '../components/UsersTable';
import { USERS_TEXT } from '../messages';

const SEARCH_DEBOUNCE_MS = 400;

/** How the confirmation names a person: their name, or their number when they have none yet. */
const displayName = (user: User) => user.full_name.trim() || user.mobile;

type FormState = { open: false } | { open: true; userId: number | null; key: number };

export default function ManageUsersPage() {
  const queryClient = useQueryClient();
  const session = useSession();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<UserListFilters['role']>('');
  const [status, setStatus] = useState<StatusFilter>('');
  // The page belongs to one set of filters: changing any filter starts again from page 1.
  const filterKey = JSON.stringify([debouncedSearch.trim(), role, status]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [form, setForm] = useState<FormState>({ open: false });
  // blocking locks a person out: it is confirmed, naming them; activating is not
  const [toBlock, setToBlock] = useState<User | null>(null);

  const filters: UserListFilters = { page, search: debouncedSearch, role, status };
  const list = useQuery(userListQueryOptions(filters));
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / USERS_PAGE_SIZE));

  // A shrinking total (a filter, a block elsewhere) can leave the page past the end.
  useEffect(() => {
    if (list.data && page > pageCount) setPaging({ filterKey, page: pageCount });
  }, [list.data, page, pageCount, filterKey]);

  const toggle = useMutation({
    mutationFn: (user: User) => setUserActive(user.id, !user.is_active),
    onSuccess: (saved, user) => {
      // The row changes in place; the list keeps its order and page until the next load.
      queryClient.setQueryData(usersKeys.list(filters), (old: typeof list.data) =>
        old ? { ...old, items: old.items.map((u) => (u.id === user.id ? { ...u, ...saved } : u)) } : old,
      );
      queryClient.setQueryData(usersKeys.detail(user.id), saved);
      showToast(saved.is_active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated);
      setToBlock(null);
    },
    onError: (error) => {
      setToBlock(null);
      showToast(errorDetail(error, USER_MESSAGES.toggleFailed));
    },
  });
  const toggleActive = (user: User) => (user.is_active ? setToBlock(user) : toggle.mutate(user));

  const openForm = (userId: number | null) => setForm({ open: true, userId, key: Date.now() });
  const closeForm = () => {
    setForm({ open: false });
    addButtonRef.current?.focus();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading title={USERS_TEXT.title} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button ref={addButtonRef} variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
          {USERS_TEXT.addUser}
        </Button>
      </Box>

      {form.open ? (
        <UserFormPanel
          key={form.key}
          userId={form.userId}
          onCancel={closeForm}
          onSaved={(text) => {
            closeForm();
            showToast(text);
          }}
        />
      ) : null}

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        role="search"
        aria-label={USERS_TEXT.filtersLabel}
      >
        <TextField
          label={USERS_TEXT.searchLabel}
          placeholder={USERS_TEXT.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          type="search"
          fullWidth
          size="small"
        />
        <TextField
          select
          label={USERS_TEXT.roleFilter}
          value={role}
          onChange={(e) => setRole(e.target.value as UserListFilters['role'])}
          size="small"
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{USERS_TEXT.all}</MenuItem>
          {ROLE_ORDER.map((r) => (
            <MenuItem key={r} value={String(r)}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={USERS_TEXT.statusFilter}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          size="small"
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{USERS_TEXT.all}</MenuItem>
          <MenuItem value="true">{USERS_TEXT.active}</MenuItem>
          <MenuItem value="false">{USERS_TEXT.inactive}</MenuItem>
        </TextField>
      </Stack>

      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(list.error, USER_MESSAGES.loadListFailed)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching ? <LinearProgress aria-label={USERS_TEXT.loading} /> : null}
      </Box>
      {list.data ? (
        <UsersTable
          users={list.data.items}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          currentUserId={session.user?.id ?? null}
          onToggleActive={toggleActive}
          onEdit={(user) => openForm(user.id)}
        />
      ) : null}
      {pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            onChange={(next: number) => setPaging({ filterKey, page: next })}
          />
        </Box>
      ) : null}
      <ConfirmDialog
        text={toBlock ? USER_MESSAGES.blockConfirmText(displayName(toBlock)) : null}
        title={USER_MESSAGES.blockConfirmTitle}
        confirmLabel={USER_MESSAGES.blockConfirm}
        cancelLabel={USER_MESSAGES.blockCancel}
        pending={toggle.isPending}
        onConfirm={() => toBlock && toggle.mutate(toBlock)}
        onClose={() => setToBlock(null)}
      />
    </Box>
  );
}
