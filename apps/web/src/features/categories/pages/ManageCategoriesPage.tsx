import { CATEGORY_MESSAGES, type Category } from '@rasti/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AdminListPage, useListPage } from '../../../components/admin';
import { usePinnedFirst } from '../../../lib/hooks/use-pinned-first';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import { CATEGORIES_PAGE_SIZE, categoryListQuery } from '../api/list-categories';
import CategoriesTable from '../components/CategoriesTable';
import CategoryFormPanel from '../components/CategoryFormPanel';
import { CATEGORIES_TEXT } from '../messages';

/** The one inline form: add (category null) or edit; opening another replaces it. */
type FormState = { key: string; category: Category | null } | null;

/** /manage-categories (roles 2 and 3): categories searched and paged on the server, edited inline. */
export default function ManageCategoriesPage() {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listPage = useListPage();
  const { page, search } = listPage;
  const [form, setForm] = useState<FormState>(null);

  const list = useQuery(categoryListQuery({ page, search }));
  // the list runs oldest first: a new category is shown first where the user is, not on the last page
  const [rows, pinNew] = usePinnedFirst(list.data?.items, `${search}|${page}`, CATEGORIES_PAGE_SIZE);

  const closeForm = () => {
    setForm(null);
    addButtonRef.current?.focus();
  };

  return (
    <AdminListPage
      sx={{ p: { xs: 0, sm: 1 } }}
      text={CATEGORIES_TEXT}
      add={{
        label: CATEGORIES_TEXT.addCategory,
        ref: addButtonRef,
        // a second press keeps the add form already open, with what was typed in it
        onClick: () => setForm((open) => (open?.key === 'new' ? open : { key: 'new', category: null })),
      }}
      forms={
        form ? (
          <CategoryFormPanel
            key={form.key}
            category={form.category}
            onCancel={closeForm}
            onSaved={(text, saved) => {
              if (form.category === null) pinNew(saved);
              closeForm();
              showToast(text);
            }}
          />
        ) : null
      }
      listPage={listPage}
      filterBar={{}}
      list={list}
      errorText={errorDetail(list.error, CATEGORY_MESSAGES.loadFailed)}
      pageSize={CATEGORIES_PAGE_SIZE}
    >
      {rows ? (
        <CategoriesTable
          categories={rows}
          onEdit={(category) =>
            setForm((open) =>
              open?.key === `edit-${category.id}` ? open : { key: `edit-${category.id}`, category },
            )
          }
        />
      ) : null}
    </AdminListPage>
  );
}
