import { createStore, useStore } from '../store';

const errorStore = createStore<string | null>(null);

export function setGlobalError(message: string): void {
  errorStore.set(message);
}

export function clearGlobalError(): void {
  errorStore.set(null);
}

export function useGlobalError(): {
  error: string | null;
  setError: (message: string) => void;
  clearError: () => void;
} {
  return { error: useStore(errorStore), setError: setGlobalError, clearError: clearGlobalError };
}
