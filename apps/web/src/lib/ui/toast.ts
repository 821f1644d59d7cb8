import { createStore, useStore } from '../store';

export type ToastMessage = { id: number; text: string };

const toastStore = createStore<ToastMessage | null>(null);
let nextId = 1;

/** Shows a toast that outlives navigation (e.g. the home page after a redirect). */
export function showToast(text: string): void {
  toastStore.set({ id: nextId++, text });
}

export function dismissToast(): void {
  toastStore.set(null);
}

export function useToastMessage(): ToastMessage | null {
  return useStore(toastStore);
}

/** Green when the text reports a success ('موفقیت'), red otherwise (spec section 8). */
export function toastSeverity(text: string): 'success' | 'error' {
  return text.includes('موفقیت') ? 'success' : 'error';
}
