import { OUTLET_MESSAGES, type Outlet } from '@rasti/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AdminListPage, ConfirmRowDialog, useConfirmRow, useListPage } from '../../../components/admin';
import { usePinnedFirst } from '../../../lib/hooks/use-pinned-first';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import { useDeleteOutlet } from '../api/delete-outlet';
import { OUTLETS_PAGE_SIZE, staffOutletListQuery } from '../api/list-outlets';
import OutletFormPanel from '../components/OutletFormPanel';
import ManageOutletsTable from '../components/ManageOutletsTable';
import { OUTLETS_TEXT } from '../messages';
import { ORIGIN_SELECT, originOf } from '../origin-filter';
import { type OpenForm, openEditForm, openNewForm } from '../open-forms';

/** /manage-media (roles 2 and 3): the outlets table, paged and searched on the server, with inline forms. */
export default function ManageOutletsPage() {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listPage = useListPage({ filters: ['origin'] });
  const { page, search } = listPage;
  const origin = originOf(listPage.filters.origin);
  const [forms, setForms] = useState<OpenForm[]>([]);
  const toDelete = useConfirmRow<Outlet>();

  const list = useQuery(staffOutletListQuery({ page, search, origin }));
  // a new outlet is shown first where the user is, whatever page, search or filter is on
  const [rows, pinNew] = usePinnedFirst(list.data?.items, `${search}|${origin}|${page}`, OUTLETS_PAGE_SIZE);

  const closeForm = (key: string) => {
    setForms((open) => open.filter((f) => f.key !== key));
    addButtonRef.current?.focus();
  };

  const remove = useDeleteOutlet({
    onSuccess: (outlet) => {
      setForms((open) => open.filter((f) => f.outlet?.id !== outlet.id));
      showToast(OUTLET_MESSAGES.deleted);
    },
    // 409: a source was added meanwhile; the server's sentence says so
    onError: (error) => showToast(errorDetail(error, OUTLET_MESSAGES.deleteFailed)),
    onSettled: toDelete.close,
  });

  return (
    <AdminListPage
      sx={{ p: { xs: 0, sm: 1 } }}
      text={OUTLETS_TEXT}
      add={{ label: OUTLETS_TEXT.addOutlet, ref: addButtonRef, onClick: () => setForms(openNewForm) }}
      forms={forms.map((form) => (
        <OutletFormPanel
          key={form.key}
          outlet={form.outlet}
          onCancel={() => closeForm(form.key)}
          onSaved={(text, saved) => {
            if (form.outlet === null) pinNew(saved);
            closeForm(form.key);
            showToast(text);
          }}
        />
      ))}
      listPage={listPage}
      filterBar={{
        selects: [ORIGIN_SELECT],
      }}
      list={list}
      errorText={errorDetail(list.error, OUTLETS_TEXT.loadFailed)}
      pageSize={OUTLETS_PAGE_SIZE}
    >
      {rows ? (
        <ManageOutletsTable
          outlets={rows}
          onEdit={(outlet) => setForms((open) => openEditForm(open, outlet))}
          onDelete={toDelete.ask}
        />
      ) : null}
      <ConfirmRowDialog confirm={toDelete} texts={OUTLETS_TEXT} nameOf={(o) => o.name} action={remove} />
    </AdminListPage>
  );
}
