import { richTextProblem } from '@rasti/contract/html-policy';
import { SITE_PAGE_MESSAGES } from '@rasti/contract/trust-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { DraftNotice } from '../../../components/DraftNotice';
import { PageLoader } from '../../../components/PageLoader';
import { useFormDraft } from '../../../lib/hooks/use-form-draft';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../../lib/api/errors';
import { useSaveAbout } from '../api/about';
import { TRUST_TEXT } from '../messages';

// the editor is the heaviest code of the app: loaded only when the super admin presses 'ویرایش'
const RichEditor = lazy(() => import('../../../components/editor/RichEditor'));

/** The super admin's editor of the about page; the text typed is kept until it is saved. */
export default function AboutEditor({ initial, onDone }: { initial: string; onDone: () => void }) {
  const [body, setBody] = useState(initial);
  // a text beyond the bounds the server refuses before parsing is told so before sending
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const draft = useFormDraft({
    form: 'site-page:about',
    values: { body },
    initial: { body: initial },
    restore: (d) => setBody(d.body),
  });
  const save = useSaveAbout(() => {
    draft.clear();
    showToast(SITE_PAGE_MESSAGES.saved);
    onDone();
  });

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = richTextProblem(body);
        setTooLarge(problem);
        if (!problem) save.mutate(body);
      }}
      sx={{ mb: 3 }}
    >
      <DraftNotice draft={draft} />
      <Suspense fallback={<PageLoader />}>
        <RichEditor value={body} onChange={setBody} label={TRUST_TEXT.editorLabel} />
      </Suspense>
      {tooLarge ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {tooLarge}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorDetail(save.error, SITE_PAGE_MESSAGES.saveFailed)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? TRUST_TEXT.saving : TRUST_TEXT.save}
        </Button>
        <Button
          type="button"
          onClick={() => {
            draft.discard();
            onDone();
          }}
          disabled={save.isPending}
        >
          {TRUST_TEXT.cancel}
        </Button>
      </Box>
    </Box>
  );
}
