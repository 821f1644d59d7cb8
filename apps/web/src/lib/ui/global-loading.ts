import { createStore, useStore } from '../store';

// A counter, so overlapping tasks keep the overlay up until the last one stops.
const loadingStore = createStore(0);

export const globalLoading = {
  start(): void {
    loadingStore.set(loadingStore.get() + 1);
  },
  stop(): void {
    loadingStore.set(Math.max(0, loadingStore.get() - 1));
  },
  isLoading: (): boolean => loadingStore.get() > 0,
  /** Keeps the overlay up while the promise runs. */
  async during<T>(work: Promise<T>): Promise<T> {
    globalLoading.start();
    try {
      return await work;
    } finally {
      globalLoading.stop();
    }
  },
};

export function useGlobalLoading(): {
  loading: boolean;
  start: () => void;
  stop: () => void;
  during: <T>(work: Promise<T>) => Promise<T>;
} {
  const count = useStore(loadingStore);
  return {
    loading: count > 0,
    start: globalLoading.start,
    stop: globalLoading.stop,
    during: globalLoading.during,
  };
}
