import { lazy, Suspense, useState } from 'react';
import { dismissToast, toastSeverity, useToastMessage } from '../lib/ui/toast';
import type { ToastProps } from './ToastView';

export { showToast, toastSeverity } from '../lib/ui/toast';

const ToastView = lazy(() => import('./ToastView'));

/**
 * A short message that closes itself after 5 s: green for a success, red otherwise. The snackbar's code
 * is fetched with the first message, then kept mounted so it can also animate out.
 */
export function Toast({ message, onClose }: ToastProps) {
  const [used, setUsed] = useState(Boolean(message));
  if (!used && message) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastView message={message} onClose={onClose} severity={message ? toastSeverity(message) : 'error'} />
    </Suspense>
  );
}

/** The app-wide toast that `showToast` fills; mounted once by the root layout. */
export function GlobalToast() {
  const toast = useToastMessage();
  return <Toast key={toast?.id} message={toast?.text ?? null} onClose={dismissToast} />;
}
