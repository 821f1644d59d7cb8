import { useEffect, useRef, useState } from 'react';
import { useSession } from '../auth/session';
import {
  clearDraftFiles,
  DRAFT_FILE_TEXT,
  type DraftFiles,
  filesSignature,
  filesToKeep,
  readDraftFiles,
  writeDraftFiles,
} from './draft-files';

// A staff form's unsaved work kept in this browser: a save that met an expired session, a
// closed tab or a slip of the finger loses nothing; the form offers it again when it is next opened.

const PREFIX = 'rasti.draft.';

export const DRAFT_TEXT = {
  restored: 'تغییرات ذخیره‌نشده‌ی قبلی این فرم بازگردانده شد.',
  discard: 'دور انداختن تغییرات',
  leave: 'تغییرات این فرم هنوز ذخیره نشده است. از صفحه خارج می‌شوید؟',
} as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readDraft(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeDraft(key: string, json: string | null): void {
  try {
    if (json === null) localStorage.removeItem(key);
    else localStorage.setItem(key, json);
  } catch {
    // storage full or disabled (private mode): the form still works, without a draft
  }
}

// ---- what the person did, as opposed to the page settling ----
// A form may change by itself just after it opens (the editor normalises loaded HTML, a picker fills in a
// label): that is not unsaved work. Only changes after the person typed, pasted, dropped or pressed count.
let personActs = 0;
if (typeof document !== 'undefined') {
  for (const type of ['keydown', 'input', 'change', 'paste', 'drop', 'pointerdown']) {
    document.addEventListener(
      type,
      () => {
        personActs += 1;
      },
      true,
    );
  }
}

// ---- leaving a form with unsaved changes ----
// The app's BrowserRouter is declarative, where React Router's useBlocker does not work: a closing or
// reloading tab is asked through beforeunload, and a click on a link inside the app is asked here before
// React Router sees it. One set of listeners serves every dirty form on the page.
const dirtyForms = new Set<symbol>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

function onLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return;
  const to = new URL(link.href, window.location.href);
  // another site: the browser's own beforeunload question covers it
  if (to.origin !== window.location.origin) return;
  if (to.pathname === window.location.pathname && to.search === window.location.search) return;
  if (!window.confirm(DRAFT_TEXT.leave)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

function markDirty(id: symbol, dirty: boolean) {
  const before = dirtyForms.size;
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
  if (before === 0 && dirtyForms.size > 0) {
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onLinkClick, true);
  } else if (before > 0 && dirtyForms.size === 0) {
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onLinkClick, true);
  }
}

export interface FormDraftOptions<D> {
  /** the form and the record it edits, e.g. 'subject:new' or 'subject:12' */
  form: string;
  /** what the form holds now, as plain data (files apart, in `files`) */
  values: D;
  /** the same when the form was opened (empty, or the saved record) */
  initial: D;
  /** puts a kept draft back into the form */
  restore: (draft: D) => void;
  /** the files chosen in the form, by field (a picture, an attachment): kept with the draft in IndexedDB */
  files?: DraftFiles;
  /** puts kept files back into the form (only the fields that had one) */
  restoreFiles?: (files: Record<string, File>) => void;
}

export interface FormDraft {
  /** a kept draft was put back when the form opened (the notice shows until it is saved or discarded) */
  restored: boolean;
  /** the form differs from what it was opened with */
  dirty: boolean;
  /** after a successful save; `clean` when the form then shows other values (a create form emptied) */
  clear: (clean?: unknown) => void;
  /** the person throws the unsaved work away: the form goes back to what it was opened with */
  discard: () => void;
  /** a chosen file too large to keep with the draft (over 20 MB together), said in Persian; null otherwise */
  fileNotKept: string | null;
}

/**
 * Keeps a staff form's unsaved fields in localStorage, keyed by the signed-in user, the form and the
 * record; puts them back when the form is opened again; and asks before the page is left while unsaved.
 */
export function useFormDraft<D>({
  form,
  values,
  initial,
  restore,
  files,
  restoreFiles,
}: FormDraftOptions<D>): FormDraft {
  // drafts belong to the person signed in; signed out (a session that just ended) nothing is kept
  const userId = useSession().user?.id ?? null;
  const key = `${PREFIX}${userId ?? 0}.${form}`;
  const [restored, setRestored] = useState(false);
  // the values a successful save sent: the same again is nothing unsaved, whatever the form was opened with
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const checkedKey = useRef<string | null>(null);
  const latest = useRef({ initial, restore, restoreFiles, files });
  latest.current = { initial, restore, restoreFiles, files };
  const [id] = useState(() => Symbol(form));
  const valuesJson = JSON.stringify(values);
  const fileSig = filesSignature(files);
  const filesChosen = files !== undefined && Object.values(files).some(Boolean);
  // the text and the chosen files together: what is compared with the form as opened, settled and saved
  const stateJson = `${valuesJson}|${fileSig}`;
  // the form as it settled after opening, before the person did anything (a put-back draft is not settling)
  const [actsAtOpen] = useState(() => personActs);
  const [settled, setSettled] = useState(stateJson);
  if (personActs === actsAtOpen && !restored && stateJson !== settled) setSettled(stateJson);
  const dirty =
    (valuesJson !== JSON.stringify(initial) || filesChosen) &&
    stateJson !== settled &&
    stateJson !== savedJson;
  const [fileNotKept, setFileNotKept] = useState<string | null>(null);

  // on opening: a draft left for this form and record comes back into it
  useEffect(() => {
    if (userId === null || checkedKey.current === key) return;
    checkedKey.current = key;
    const kept = readDraft(key);
    if (kept !== null && !same(kept, latest.current.initial)) {
      latest.current.restore(kept as D);
      setRestored(true);
    }
    // the files come back a moment later, from IndexedDB; only with a draft left beside them
    if (kept === null || !latest.current.restoreFiles) return;
    let current = true;
    void readDraftFiles(key).then((keptFiles) => {
      if (!current || Object.keys(keptFiles).length === 0) return;
      latest.current.restoreFiles?.(keptFiles);
      setRestored(true);
    });
    return () => {
      current = false;
    };
  }, [userId, key]);

  // every change is kept at once; with nothing unsaved there is nothing to keep
  useEffect(() => {
    if (userId === null || checkedKey.current !== key) return;
    writeDraft(key, dirty ? valuesJson : null);
  }, [userId, key, dirty, valuesJson]);

  // the chosen files are kept beside it, as long as they fit together in the limit
  // biome-ignore lint/correctness/useExhaustiveDependencies: the files are read when their signature changes
  useEffect(() => {
    if (userId === null || checkedKey.current !== key || latest.current.files === undefined) return;
    const { kept, notKept } = dirty ? filesToKeep(latest.current.files) : { kept: [], notKept: null };
    setFileNotKept(notKept ? DRAFT_FILE_TEXT.notKept(notKept.name) : null);
    void writeDraftFiles(key, kept);
  }, [userId, key, dirty, fileSig]);

  useEffect(() => {
    markDirty(id, dirty);
    return () => markDirty(id, false);
  }, [id, dirty]);

  return {
    restored,
    dirty,
    fileNotKept,
    clear: (clean) => {
      writeDraft(key, null);
      void clearDraftFiles(key);
      const noFiles = files
        ? filesSignature(Object.fromEntries(Object.keys(files).map((slot) => [slot, null])))
        : '';
      setSavedJson(clean === undefined ? stateJson : `${JSON.stringify(clean)}|${noFiles}`);
      setRestored(false);
      setFileNotKept(null);
    },
    discard: () => {
      writeDraft(key, null);
      void clearDraftFiles(key);
      setRestored(false);
      setFileNotKept(null);
      latest.current.restore(latest.current.initial);
    },
  };
}
