import { useEffect, useId, useRef } from 'react';
import { PlainButton } from '../../components/PlainButton';
import { useGlobalError } from '../../lib/ui/global-error';
import styles from './ErrorOverlay.module.css';

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
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        clearError();
      }}
      className={styles.dialog}
    >
      <h2 id={titleId} className={styles.title}>
        خطا
      </h2>
      <p id={textId} className={styles.text}>
        {error}
      </p>
      <div className={styles.actions}>
        <PlainButton onClick={() => window.location.reload()}>بارگذاری دوباره</PlainButton>
        <PlainButton ref={closeButton} variant="contained" onClick={clearError}>
          بستن
        </PlainButton>
      </div>
    </dialog>
  );
}
