import 'fake-indexeddb/auto';
import '../../test/with-fake-session';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DraftNotice } from '../../components/DraftNotice';
import { setFakeSession } from '../../test/fake-session';
import { DRAFT_FILE_TEXT, DRAFT_FILES_MAX_BYTES, filesToKeep } from './draft-files';
import { DRAFT_TEXT, useFormDraft } from './use-form-draft';

// A draft keeps the files chosen in its form (IndexedDB, here fake-indexeddb's in jsdom), so that a
// session that expires before the save loses neither the text nor the picture.

const STORE_KEY = 'files.rasti.draft.7.report:new';

function Form() {
  const initial = { title: '' };
  const [values, setValues] = useState(initial);
  const [picture, setPicture] = useState<File | null>(null);
  const draft = useFormDraft({
    form: 'report:new',
    values,
    initial,
    restore: setValues,
    files: { picture },
    restoreFiles: (kept) => setPicture(kept.picture ?? null),
  });
  return (
    <>
      <DraftNotice draft={draft} />
      <input aria-label="عنوان" value={values.title} onChange={(e) => setValues({ title: e.target.value })} />
      <input
        type="file"
        aria-label="تصویر"
        onChange={(e) => {
          setPicture(e.target.files?.[0] ?? null);
        }}
      />
      <output data-testid="picture">{picture ? `${picture.name}:${picture.size}` : 'none'}</output>
      <button type="button" onClick={() => draft.clear()}>
        ذخیره
      </button>
    </>
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('تصویر'), { target: { files: [file] } });
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

beforeEach(() => {
  setFakeSession({ id: 7, first_name: 'مینا', last_name: 'راد', full_name: 'مینا راد', role: 4 });
});

describe('a draft keeps its chosen files', () => {
  it('brings back a chosen picture, bytes and all, when the form opens again', async () => {
    const view = render(<Form />);
    fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'سیل' } });
    choose(new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'سیل.png', { type: 'image/png' }));
    await waitFor(async () => expect(await get(STORE_KEY)).toBeDefined());
    // the session expired; the form is opened again after signing in
    view.unmount();

    render(<Form />);
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(screen.getByLabelText('عنوان')).toHaveValue('سیل');
    await waitFor(() => expect(screen.getByTestId('picture')).toHaveTextContent('سیل.png:7'));
  });

  it('says when a file is too large to keep, and forgets the files once the form is saved', async () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'بزرگ' } });
    choose(new File([new Uint8Array(DRAFT_FILES_MAX_BYTES + 1)], 'ویدیو.png', { type: 'image/png' }));
    expect(await screen.findByText(DRAFT_FILE_TEXT.notKept('ویدیو.png'))).toBeInTheDocument();
    expect(await get(STORE_KEY)).toBeUndefined();

    choose(new File([new Uint8Array([1, 2, 3])], 'کوچک.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByTestId('draft-file-not-kept')).toBeNull());
    await waitFor(async () => {
      const stored = (await get(STORE_KEY)) as { picture: { name: string } } | undefined;
      expect(stored?.picture.name).toBe('کوچک.png');
    });

    fireEvent.click(screen.getByText('ذخیره'));
    await waitFor(async () => expect(await get(STORE_KEY)).toBeUndefined());
  });

  it('keeps files in slot order while they fit in 20 MB together', async () => {
    const small = new File([new Uint8Array(10)], 'a.png');
    const big = new File([new Uint8Array(DRAFT_FILES_MAX_BYTES - 5)], 'b.pdf');
    const { kept, notKept } = filesToKeep({ image: small, file: big, other: null });
    expect(kept.map(([slot]) => slot)).toEqual(['image']);
    expect(notKept?.name).toBe('b.pdf');
    expect(await bytesOf(kept[0]![1])).toHaveLength(10);
  });
});
