import Box from '@mui/material/Box';
import { useEffect, useId, useRef } from 'react';
import { PlainButton } from '../../components/PlainButton';
import { useGlobalError } from '../../lib/ui/global-error';

/**
 * Shown over everything while a global error is set. A native modal <dialog>: the browser makes the
 * page behind it inert, keeps focus inside and closes it with Escape, with no dialog code to download.
 */
export function ErrorOverlay() {
  const { error, clearError } = useGlobalError();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = error !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom and very old browsers have no showModal: the dialog still opens, without inertness
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      closeButton.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event: React.SyntheticEvent) => {
        event.preventDefault();
        clearError();
      }}
      sx={{
        border: 0,
        borderRadius: 2,
        p: 3,
        width: 'min(28rem, calc(100vw - 32px))',
        boxShadow: 24,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        '&:not([open])': { display: 'none' },
      }}
    >
      <Box component="h2" id={titleId} sx={{ m: 0, mb: 1.5, typography: 'h6' }}>
        خطا
      </Box>
      <Box component="p" id={textId} sx={{ m: 0, mb: 3, color: 'text.secondary' }}>
        {error}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <PlainButton onClick={() => window.location.reload()}>بارگذاری دوباره</PlainButton>
        <PlainButton ref={closeButton} variant="contained" onClick={clearError}>
          بستن
        </PlainButton>
      </Box>
    </Box>
  );
}
