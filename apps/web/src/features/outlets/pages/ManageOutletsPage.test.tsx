import '../../../test/with-fake-session';
import { OUTLET_MESSAGES, type Outlet } from '@rasti/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { dismissToast } from '../../../lib/ui/toast';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { pngFile } from '../../../test/files';
import {
  buttonByText,
  fieldByLabel,
  fillField,
  selectByLabel,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { formHeadings, formNamed, pagedList, renderStaffPage, signInStaff } from '../../../test/staff-page';
import { OUTLETS_TEXT } from '../messages';
import ManageOutletsPage from './ManageOutletsPage';

const LIST = '/api/news/Media/';

const makeOutlet = (id: number, overrides: Partial<Outlet> = {}): Outlet => ({
  id,
  name: `رسانه ${id}`,
  english_name: `Outlet ${id}`,
  link: `outlet${id}.ir`,
  logo: id % 2 ? `/media/logos/${id}.webp` : null,
  origin: id % 3 === 0 ? 2 : 1,
  // every third outlet has sources, so it may not be deleted
  rumor_count: id % 3 === 0 ? 4 : 0,
  ...overrides,
});

const list = pagedList(LIST, 23, (id) => makeOutlet(id));
const rowOf = (name: string) => screen.getByText(name, { selector: 'th' }).closest('tr') as HTMLElement;

const renderPage = () => renderStaffPage(<ManageOutletsPage />);

/** Chooses a PNG logo, 'logo.png', in the form. */
const attachLogo = async (user: UserEvent, form: HTMLElement) => {
  const logo = pngFile('logo.png');
  await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, logo);
};

/** Fills the form's fields as ISNA: 'ایسنا', 'ISNA', 'isna.ir', internal. */
async function fillIsna(user: UserEvent, form: HTMLElement) {
  await fillField(user, within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.name}`)), 'ایسنا');
  await fillField(user, within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.englishName}`)), 'ISNA');
  await fillField(user, within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.link}`)), 'isna.ir');
  await user.click(within(form).getByRole('combobox'));
  await user.click(within(screen.getByRole('listbox')).getByText('داخلی'));
}

signInStaff(3);

describe('ManageOutletsPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the outlets 10 a page from the server, with link, category and rumour count', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: OUTLETS_TEXT.title })).toBeInTheDocument();
    await screen.findByText('رسانه 1');
    expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);

    const row = rowOf('رسانه 3');
    const link = within(row).getByRole('link');
    // no scheme stored: https:// is put in front, and it opens in a new tab
    expect(link).toHaveAttribute('href', 'https://outlet3.ir');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(row).getByText('خارجی')).toBeInTheDocument();
    expect(within(row).getByText('۴')).toBeInTheDocument();
    // a missing logo shows the default one
    expect(within(rowOf('رسانه 2')).getByAltText(OUTLETS_TEXT.logoOf('رسانه 2'))).toHaveAttribute(
      'src',
      '/images/default-logo.svg',
    );

    await user.click(screen.getByLabelText('صفحه ۳'));
    expect(await screen.findByText('رسانه 21')).toBeInTheDocument();
    expect(list.lastQuery(calls)).toEqual({ page: '3', page_size: '10' });
  });

  it('searches and filters on the server, back on page 1', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(screen.getByLabelText('صفحه ۲'));
    await screen.findByText('رسانه 11');

    await user.click(selectByLabel(OUTLETS_TEXT.categoryFilter));
    await user.click(within(screen.getByRole('listbox')).getByText('خارجی'));
    await waitFor(() => expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10', origin: '2' }));

    await user.type(fieldByLabel(OUTLETS_TEXT.searchLabel), 'BBC');
    await waitFor(() =>
      expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10', origin: '2', search: 'BBC' }),
    );
    expect(list.calls(calls).filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
    expect(fieldByLabel(OUTLETS_TEXT.searchLabel)).toHaveAttribute(
      'placeholder',
      OUTLETS_TEXT.searchPlaceholder,
    );
  });

  it('offers delete only for an outlet without sources', async () => {
    mockFetch(list.handler);
    renderPage();
    await screen.findByText('رسانه 1');
    expect(within(rowOf('رسانه 1')).getByLabelText(OUTLETS_TEXT.remove('رسانه 1'))).toBeInTheDocument();
    expect(within(rowOf('رسانه 3')).queryByLabelText(OUTLETS_TEXT.remove('رسانه 3'))).not.toBeInTheDocument();
    expect(within(rowOf('رسانه 3')).getByLabelText(OUTLETS_TEXT.edit('رسانه 3'))).toBeInTheDocument();
  });

  it('deletes after a confirmation, and shows the server refusal in Persian', async () => {
    const refusal = 'این رسانه منبع ثبت‌شده دارد و قابل حذف نیست.';
    const { calls } = mockFetch(
      list.handler,
      on('DELETE', '/api/news/Media/1/', { status: 204 }),
      on('DELETE', '/api/news/Media/2/', apiError(409, refusal, 'conflict')),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');

    await user.click(screen.getByLabelText(OUTLETS_TEXT.remove('رسانه 1')));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(OUTLETS_TEXT.confirmText('رسانه 1'))).toBeInTheDocument();
    // "no" deletes nothing
    await user.click(within(dialog).getByText(OUTLETS_TEXT.confirmNo));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByLabelText(OUTLETS_TEXT.remove('رسانه 1')));
    await user.click(within(screen.getByRole('dialog')).getByText(OUTLETS_TEXT.confirmYes));
    expect(await screen.findByText(OUTLET_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/news/Media/1/',
    ]);
    const deleteIndex = calls.findIndex((c) => c.method === 'DELETE');
    await waitFor(() => expect(list.calls(calls.slice(deleteIndex))).toHaveLength(1));

    dismissToast();
    await user.click(screen.getByLabelText(OUTLETS_TEXT.remove('رسانه 2')));
    await user.click(within(screen.getByRole('dialog')).getByText(OUTLETS_TEXT.confirmYes));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('validates the add form on submit with the spec messages, clearing each as its field changes', async () => {
    const { calls } = mockFetch(list.handler);
    // the picker offers only images; a file dropped past it must still be refused
    const user = setupUser({ applyAccept: false });
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    const form = formNamed(OUTLETS_TEXT.newOutlet);
    expect(screen.getByRole('heading', { level: 2, name: OUTLETS_TEXT.newOutlet })).toHaveFocus();
    expect(within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.link}`))).toHaveAttribute(
      'placeholder',
      OUTLETS_TEXT.linkPlaceholder,
    );

    await user.click(buttonByText(OUTLETS_TEXT.submitNew, form));
    for (const message of [
      OUTLET_MESSAGES.logoRequired,
      OUTLET_MESSAGES.nameRequired,
      OUTLET_MESSAGES.englishNameRequired,
      OUTLET_MESSAGES.originRequired,
      OUTLET_MESSAGES.linkRequired,
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fillField(user, within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.name}`)), 'ایسنا');
    expect(within(form).queryByText(OUTLET_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(within(form).getByText(OUTLET_MESSAGES.englishNameRequired)).toBeInTheDocument();

    // a file that is not an image is refused at once
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText(/فقط فایل تصویری/)).toBeInTheDocument();
  });

  it('creates an outlet as multipart with https:// put before a bare link', async () => {
    const { calls } = mockFetch(
      list.handler,
      on('POST', LIST, { status: 201, body: makeOutlet(99, { name: 'ایسنا' }) }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    const form = formNamed(OUTLETS_TEXT.newOutlet);
    await attachLogo(user, form);
    expect(within(form).getByText(OUTLETS_TEXT.logoRemove)).toBeInTheDocument();
    await fillIsna(user, form);
    await user.click(buttonByText(OUTLETS_TEXT.submitNew, form));

    expect(await screen.findByText(OUTLET_MESSAGES.created)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'logo'))).toEqual({
      name: 'ایسنا',
      english_name: 'ISNA',
      link: 'https://isna.ir',
      origin: '1',
    });
    expect((body.get('logo') as File).name).toBe('logo.png');
    // the form closes on save
    expect(screen.queryByRole('heading', { level: 2, name: OUTLETS_TEXT.newOutlet })).not.toBeInTheDocument();
  });

  it('shows a new outlet first at once, even on another page of the list', async () => {
    mockFetch(list.handler, on('POST', LIST, { status: 201, body: makeOutlet(99, { name: 'ایسنا' }) }));
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(screen.getByLabelText('صفحه ۳'));
    await screen.findByText('رسانه 21');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    const form = formNamed(OUTLETS_TEXT.newOutlet);
    await attachLogo(user, form);
    await fillIsna(user, form);
    await user.click(buttonByText(OUTLETS_TEXT.submitNew, form));
    expect(await screen.findByText(OUTLET_MESSAGES.created)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('ایسنا')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('رسانه 21')).toBeInTheDocument();
  });

  it('keeps one edit form: opening another replaces it and goes first, above the add form', async () => {
    mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    await user.click(screen.getByLabelText(OUTLETS_TEXT.edit('رسانه 1')));
    expect(formHeadings()).toEqual([OUTLETS_TEXT.editOutlet('رسانه 1'), OUTLETS_TEXT.newOutlet]);
    expect(screen.getByDisplayValue('Outlet 1')).toBeInTheDocument();

    await user.click(screen.getByLabelText(OUTLETS_TEXT.edit('رسانه 4')));
    expect(formHeadings()).toEqual([OUTLETS_TEXT.editOutlet('رسانه 4'), OUTLETS_TEXT.newOutlet]);
    expect(screen.queryByDisplayValue('Outlet 1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: OUTLETS_TEXT.editOutlet('رسانه 4') })).toHaveFocus();

    // the edit form saves with 'ذخیره' and needs no new logo; cancel closes only itself
    const edit = formNamed(OUTLETS_TEXT.editOutlet('رسانه 4'));
    expect(buttonByText(OUTLETS_TEXT.submitEdit, edit)).toBeInTheDocument();
    await user.click(buttonByText(OUTLETS_TEXT.cancel, edit));
    expect(formHeadings()).toEqual([OUTLETS_TEXT.newOutlet]);
  });

  it('saves an edit as a PATCH, removing the logo with an empty logo field', async () => {
    const { calls } = mockFetch(
      list.handler,
      on('PATCH', '/api/news/Media/1/', { body: makeOutlet(1, { name: 'رسانه یک', logo: null }) }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(screen.getByLabelText(OUTLETS_TEXT.edit('رسانه 1')));
    const form = formNamed(OUTLETS_TEXT.editOutlet('رسانه 1'));
    await user.click(buttonByText(OUTLETS_TEXT.logoRemove, form));
    const name = within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.name}`));
    await user.clear(name);
    await fillField(user, name, 'رسانه یک');
    await user.click(buttonByText(OUTLETS_TEXT.submitEdit, form));

    expect(await screen.findByText(OUTLET_MESSAGES.saved)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'رسانه یک',
      english_name: 'Outlet 1',
      link: 'https://outlet1.ir',
      origin: '1',
      logo: '',
    });
  });

  it("shows the server's field messages at their fields and other failures above the form", async () => {
    const badLink = 'لینک باید یک نشانی معتبر http یا https باشد';
    let reply = apiError(400, 'اطلاعات ارسال‌شده معتبر نیست.', 'validation_error', { link: [badLink] });
    mockFetch(
      list.handler,
      on('PATCH', '/api/news/Media/1/', () => reply),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(screen.getByLabelText(OUTLETS_TEXT.edit('رسانه 1')));
    const form = formNamed(OUTLETS_TEXT.editOutlet('رسانه 1'));
    await user.click(buttonByText(OUTLETS_TEXT.submitEdit, form));
    expect(await within(form).findByText(badLink)).toBeInTheDocument();
    expect(within(form).queryByText('اطلاعات ارسال‌شده معتبر نیست.')).not.toBeInTheDocument();

    reply = { status: 500, body: {} } as typeof reply;
    await user.click(buttonByText(OUTLETS_TEXT.submitEdit, form));
    expect(await within(form).findByText(OUTLET_MESSAGES.failed)).toBeInTheDocument();
  });

  it('keeps an unsaved new outlet for the next opening of the add form, until it is saved', async () => {
    mockFetch(list.handler);
    const user = setupUser();
    const first = renderPage();
    await screen.findByText('رسانه 1');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    await fillField(
      user,
      within(formNamed(OUTLETS_TEXT.newOutlet)).getByLabelText(new RegExp(`^${OUTLETS_TEXT.name}`)),
      'ایسنا',
    );
    first.unmount();

    renderPage();
    await screen.findByText('رسانه 1');
    await user.click(buttonByText(OUTLETS_TEXT.addOutlet));
    const form = formNamed(OUTLETS_TEXT.newOutlet);
    expect(within(form).getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(within(form).getByLabelText(new RegExp(`^${OUTLETS_TEXT.name}`))).toHaveValue('ایسنا');
  });

  it('says the list could not be loaded', async () => {
    mockFetch(on('GET', LIST, { status: 400, body: {} }));
    renderPage();
    expect(await screen.findByText(OUTLETS_TEXT.loadFailed)).toBeInTheDocument();
  });
});
