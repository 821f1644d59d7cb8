import '../../test/with-fake-session';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice } from '../../components/DraftNotice';
import { setFakeSession } from '../../test/fake-session';
import { DRAFT_TEXT, useFormDraft } from './use-form-draft';

const KEY = 'rasti.draft.7.note:3';

function Form({
  initial = { title: 'ذخیره‌شده' },
  onSaved,
}: {
  initial?: { title: string };
  onSaved?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const draft = useFormDraft({ form: 'note:3', values, initial, restore: setValues });
  return (
    <>
      <DraftNotice draft={draft} />
      <input aria-label="عنوان" value={values.title} onChange={(e) => setValues({ title: e.target.value })} />
      <button
        type="button"
        onClick={() => {
          draft.clear();
          onSaved?.();
        }}
      >
        ذخیره
      </button>
      <Link to="/elsewhere">جای دیگر</Link>
    </>
  );
}

/** A form that tidies its loaded value by itself just after opening, as the rich-text editor does. */
function TidyingForm() {
  const initial = { title: '  با فاصله  ' };
  const [values, setValues] = useState(initial);
  useEffect(() => setValues({ title: initial.title.trim() }), [initial.title]);
  useFormDraft({ form: 'note:3', values, initial, restore: setValues });
  return (
    <input aria-label="عنوان" value={values.title} onChange={(e) => setValues({ title: e.target.value })} />
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const renderForm = (props: Parameters<typeof Form>[0] = {}) =>
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Form {...props} />
      <Where />
    </MemoryRouter>,
  );
const field = () => screen.getByRole('textbox', { name: 'عنوان' });

beforeEach(() => {
  setFakeSession({ id: 7, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 3 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useFormDraft', () => {
  it('keeps every change, and puts it back with a notice when the form is opened again', () => {
    const first = renderForm();
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field(), { target: { value: 'نیمه‌کاره' } });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ title: 'نیمه‌کاره' });
    first.unmount();

    renderForm();
    expect(field()).toHaveValue('نیمه‌کاره');
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
  });

  it('forgets the draft on a successful save, and when the form is back at what it was opened with', () => {
    const first = renderForm();
    fireEvent.change(field(), { target: { value: 'نیمه‌کاره' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    first.unmount();

    const second = renderForm();
    expect(field()).toHaveValue('ذخیره‌شده');
    fireEvent.change(field(), { target: { value: 'دیگر' } });
    fireEvent.change(field(), { target: { value: 'ذخیره‌شده' } });
    expect(localStorage.getItem(KEY)).toBeNull();
    second.unmount();
  });

  it('throws the draft away on discard, back to the opened values', () => {
    localStorage.setItem(KEY, JSON.stringify({ title: 'کهنه' }));
    renderForm();
    expect(field()).toHaveValue('کهنه');
    fireEvent.click(screen.getByRole('button', { name: DRAFT_TEXT.discard }));
    expect(field()).toHaveValue('ذخیره‌شده');
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps one person's draft from another who signs in on the same browser", () => {
    localStorage.setItem(KEY, JSON.stringify({ title: 'کار سارا' }));
    setFakeSession({ id: 8, first_name: 'علی', last_name: 'رضایی', full_name: 'علی رضایی', role: 3 });
    renderForm();
    expect(field()).toHaveValue('ذخیره‌شده');
  });

  it('does not take what the form did by itself after opening for unsaved work', () => {
    render(<TidyingForm />);
    expect(field()).toHaveValue('با فاصله');
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field(), { target: { value: 'با فاصله و بیشتر' } });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ title: 'با فاصله و بیشتر' });
  });

  it('asks nothing while the form is unchanged', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    // nothing changed yet: no question
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('/elsewhere');
  });

  it('asks before the tab closes or a link leaves unsaved changes: no stays, yes goes', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm();
    fireEvent.change(field(), { target: { value: 'نیمه‌کاره' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    expect(confirm).toHaveBeenCalledWith(DRAFT_TEXT.leave);
    expect(screen.getByRole('status')).toHaveTextContent('/form');

    confirm.mockReturnValue(true);
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('/elsewhere');
  });
});
