import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { LIMITS } from '@rasti/contract/limits';
import { createStore, useStore } from '../store';

/** Colour families of the network-error banner (spec section 2). */
export type BannerKind = 'network' | 'timeout' | 'server' | 'unauthorized' | 'other';

export type Banner = { id: number; kind: BannerKind; message: string };

const bannerStore = createStore<Banner | null>(null);
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

const DEFAULT_MESSAGES: Record<BannerKind, string> = {
  network: BANNER_MESSAGES.network,
  timeout: BANNER_MESSAGES.timeout,
  server: BANNER_MESSAGES.server,
  unauthorized: BANNER_MESSAGES.unauthorized,
  other: BANNER_MESSAGES.unknown,
};

/** Shows the banner and clears it 10 s after the latest failure. */
export function showBanner(kind: BannerKind, message: string = DEFAULT_MESSAGES[kind]): void {
  clearTimeout(hideTimer);
  bannerStore.set({ id: nextId++, kind, message });
  hideTimer = setTimeout(hideBanner, LIMITS.bannerMs);
}

export function hideBanner(): void {
  clearTimeout(hideTimer);
  bannerStore.set(null);
}

export const getBanner = (): Banner | null => bannerStore.get();

export function useBanner(): Banner | null {
  return useStore(bannerStore);
}
