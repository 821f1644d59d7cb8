import '../../../test/with-fake-session';
import { CATEGORY_MESSAGES, type Category } from '@rasti/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { buttonByText, fieldByLabel, fillField, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { formHeadings, pagedList, renderStaffPage, signInStaff } from '../../../test/staff-page';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { CATEGORIES_TEXT } from '../messages';
import ManageCategoriesPage from './ManageCategoriesPage';

const LIST = '/api/news/Category/';
const COLORS = ['#1565c0', '#ffeb3b', '#2e7d32'];
const makeCategory = (id: number): Category => ({ id, title: `دسته ${id}`, color: COLORS[id % 3]! });

const list = pagedList(LIST, 14, makeCategory);
const theForm = () => screen.getByRole('heading', { level: 2 }).closest('section') as HTMLElement;
const nameField = (form: HTMLElement) => within(form).getByLabelText(new RegExp(`^${CATEGORIES_TEXT.name}`));
const colorField = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: new RegExp(`^${CATEGORIES_TEXT.color}`) });

const renderPage = () => renderStaffPage(<ManageCategoriesPage />);

signInStaff(2);

describe('ManageCategoriesPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lists categories 10 a page with their colour swatch and code, searched on the server', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'مدیریت دسته‌بندی‌ها' })).toBeInTheDocument();
    await screen.findByText('دسته 1');
    expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    const row = screen.getByText('دسته 1').closest('tr') as HTMLElement;
    expect(within(row).getByText('#ffeb3b')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: CATEGORIES_TEXT.swatchOf('دسته 1') })).toBeInTheDocument();
    // edit only: no delete action
    expect(within(row).getAllByRole('button')).toHaveLength(1);

    await user.click(screen.getByLabelText('صفحه ۲'));
    expect(await screen.findByText('دسته 14')).toBeInTheDocument();
    await user.type(fieldByLabel(CATEGORIES_TEXT.searchLabel), 'سیاسی');
    await waitFor(() =>
      expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10', search: 'سیاسی' }),
    );
    expect(fieldByLabel(CATEGORIES_TEXT.searchLabel)).toHaveAttribute(
      'placeholder',
      CATEGORIES_TEXT.searchPlaceholder,
    );
  });

  it('validates the form with the spec messages and starts the colour at #000000', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    await screen.findByText('دسته 1');
    await user.click(buttonByText(CATEGORIES_TEXT.addCategory));
    const form = theForm();
    expect(colorField(form)).toHaveValue('#000000');
    expect(colorField(form)).toHaveAttribute('placeholder', CATEGORIES_TEXT.colorPlaceholder);

    await user.clear(colorField(form));
    await user.click(buttonByText(CATEGORIES_TEXT.submitNew, form));
    expect(within(form).getByText(CATEGORY_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(CATEGORY_MESSAGES.colorRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fillField(user, nameField(form), 'اقتصادی');
    expect(within(form).queryByText(CATEGORY_MESSAGES.titleRequired)).not.toBeInTheDocument();
    await fillField(user, colorField(form), 'قرمز');
    await user.click(buttonByText(CATEGORIES_TEXT.submitNew, form));
    expect(within(form).getByText(CATEGORY_MESSAGES.colorInvalid)).toBeInTheDocument();
  });

  it('creates a category as multipart and shows a duplicate name refused by the server at the name', async () => {
    const duplicate = 'نام دسته‌بندی تکراری است';
    let reply: { status: number; body: unknown } = apiError(409, duplicate, 'conflict', {
      title: [duplicate],
    });
    const { calls } = mockFetch(
      list.handler,
      on('POST', LIST, () => reply),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('دسته 1');
    await user.click(buttonByText(CATEGORIES_TEXT.addCategory));
    const form = theForm();
    await fillField(user, nameField(form), ' دسته 1 ');
    await user.click(buttonByText(CATEGORIES_TEXT.submitNew, form));
    expect(await within(form).findByText(duplicate)).toBeInTheDocument();
    expect(nameField(form)).toHaveAttribute('aria-invalid', 'true');

    reply = { status: 201, body: { id: 40, title: 'اقتصادی', color: '#000000' } };
    await user.clear(nameField(form));
    expect(within(form).queryByText(duplicate)).not.toBeInTheDocument();
    await fillField(user, nameField(form), 'اقتصادی');
    await user.click(buttonByText(CATEGORIES_TEXT.submitNew, form));
    expect(await screen.findByText(CATEGORY_MESSAGES.created)).toBeInTheDocument();
    const body = calls.filter((c) => c.method === 'POST').at(-1)?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ title: 'اقتصادی', color: '#000000' });
    expect(formHeadings()).toEqual([]);
    const saveIndex = calls.findLastIndex((c) => c.method === 'POST');
    await waitFor(() => expect(list.calls(calls.slice(saveIndex))).toHaveLength(1));
    // the list runs oldest first, so the new one would sit on the last page: it is shown first here
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('اقتصادی')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('دسته 1')).toBeInTheDocument();
  });

  it('refuses renaming a category to a title in use, at the name field (409)', async () => {
    const duplicate = CATEGORY_MESSAGES.titleDuplicate;
    mockFetch(
      list.handler,
      on('PATCH', '/api/news/Category/2/', apiError(409, duplicate, 'conflict', { title: [duplicate] })),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('دسته 1');
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 2')));
    const form = theForm();
    await user.clear(nameField(form));
    await fillField(user, nameField(form), 'دسته 1');
    await user.click(buttonByText(CATEGORIES_TEXT.submitEdit, form));
    expect(await within(form).findByText(duplicate)).toBeInTheDocument();
    expect(nameField(form)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(CATEGORY_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('edits one category at a time: opening another edit replaces the form', async () => {
    const { calls } = mockFetch(
      list.handler,
      on('PATCH', '/api/news/Category/2/', { body: { id: 2, title: 'دسته دوم', color: '#abcdef' } }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('دسته 1');
    await user.click(buttonByText(CATEGORIES_TEXT.addCategory));
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 1')));
    expect(formHeadings()).toEqual([CATEGORIES_TEXT.editCategory('دسته 1')]);
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 2')));
    expect(formHeadings()).toEqual([CATEGORIES_TEXT.editCategory('دسته 2')]);

    const form = theForm();
    expect(nameField(form)).toHaveValue('دسته 2');
    expect(colorField(form)).toHaveValue(COLORS[2]);
    await user.clear(nameField(form));
    await fillField(user, nameField(form), 'دسته دوم');
    await user.clear(colorField(form));
    await fillField(user, colorField(form), '#abcdef');
    await user.click(buttonByText(CATEGORIES_TEXT.submitEdit, form));
    expect(await screen.findByText(CATEGORY_MESSAGES.saved)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ title: 'دسته دوم', color: '#abcdef' });

    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 3')));
    await user.click(buttonByText(CATEGORIES_TEXT.cancel, theForm()));
    expect(formHeadings()).toEqual([]);
  });

  it('keeps an unsaved category form for the next opening; cancel throws it away', async () => {
    mockFetch(list.handler);
    const user = setupUser();
    const first = renderPage();
    await screen.findByText('دسته 1');
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 2')));
    await user.clear(nameField(theForm()));
    await fillField(user, nameField(theForm()), 'نام نیمه‌کاره');
    first.unmount();

    renderPage();
    await screen.findByText('دسته 1');
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 2')));
    expect(within(theForm()).getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(nameField(theForm())).toHaveValue('نام نیمه‌کاره');
    await user.click(buttonByText(CATEGORIES_TEXT.cancel, theForm()));
    await user.click(screen.getByLabelText(CATEGORIES_TEXT.edit('دسته 2')));
    expect(nameField(theForm())).toHaveValue('دسته 2');
    expect(within(theForm()).queryByText(DRAFT_TEXT.restored)).toBeNull();
  });

  it('says the list could not be loaded', async () => {
    mockFetch(on('GET', LIST, { status: 400, body: {} }));
    renderPage();
    expect(await screen.findByText(CATEGORY_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
