import type { Outlet } from '@rasti/contract/outlets';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ManageOutletsTable from '../features/outlets/components/ManageOutletsTable';
import QuestionsTable from '../features/questions/components/QuestionsTable';
import UsersTable from '../features/users/components/UsersTable';
import { makeQuestion } from '../test/fixtures/questions';
import { makeUser } from '../test/fixtures/users';
import { setPhoneScreen } from '../test/media-queries';

// Staff tables on a phone (MUI's 'sm' breakpoint): every row is a card with its actions in reach.

const original = window.matchMedia;
beforeEach(() => setPhoneScreen(true));
afterEach(() => {
  window.matchMedia = original;
});

const person = makeUser({
  first_name: 'مریم',
  last_name: 'احمدی',
  full_name: 'مریم احمدی',
  role: 4,
  mobile: '09120000004',
  date_joined: '2025-01-01T00:00:00Z',
});
const outlet: Outlet = {
  id: 3,
  name: 'خبرگزاری الف',
  english_name: 'Alef News',
  link: 'https://alef.example',
  logo: null,
  origin: 1,
  rumor_count: 0,
};
const question = makeQuestion({
  id: 11,
  title: 'آیا این خبر درست است؟',
  full_name: 'سارا موسوی',
  user: null,
  register_date: '2025-02-01T08:00:00Z',
});

describe('staff tables on a phone', () => {
  it('show users as cards whose block and edit buttons work', async () => {
    const onToggleActive = vi.fn();
    const onEdit = vi.fn();
    render(
      <UsersTable
        users={[person]}
        togglingId={null}
        currentUserId={1}
        onToggleActive={onToggleActive}
        onEdit={onEdit}
        onSignInLink={vi.fn()}
      />,
    );
    const list = await screen.findByRole('list', { name: 'فهرست کاربران' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('مریم احمدی');
    expect(card).toHaveTextContent('هیئت علمی');
    await userEvent.click(within(card).getByRole('button', { name: /مسدود/ }));
    expect(onToggleActive).toHaveBeenCalledWith(person);
    await userEvent.click(within(card).getByRole('button', { name: /ویرایش/ }));
    expect(onEdit).toHaveBeenCalledWith(person);
  });

  it('show outlets as cards with edit and (without sources) delete', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<ManageOutletsTable outlets={[outlet]} onEdit={onEdit} onDelete={onDelete} />);
    const list = await screen.findByRole('list', { name: 'فهرست رسانه‌ها' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('خبرگزاری الف');
    expect(card).toHaveTextContent('داخلی');
    await userEvent.click(within(card).getByRole('button', { name: /ویرایش/ }));
    expect(onEdit).toHaveBeenCalledWith(outlet);
    await userEvent.click(within(card).getByRole('button', { name: /حذف/ }));
    expect(onDelete).toHaveBeenCalledWith(outlet);
  });

  it('show the ask-me inbox as cards that open the request', async () => {
    render(
      <MemoryRouter>
        <QuestionsTable questions={[question]} />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'فهرست گزارش‌های کاربران' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('سارا موسوی');
    for (const link of within(card).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', '/manage-user-request/11');
    }
  });

  it('keep the tables on a wider screen', () => {
    setPhoneScreen(false);
    render(<ManageOutletsTable outlets={[outlet]} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
