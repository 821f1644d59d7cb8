import { useMediaMatch } from './use-media-match';

/** True when the visitor asked the system for less motion (no slide animations, no auto-rotation). */
export function useReducedMotion(): boolean {
  return useMediaMatch('(prefers-reduced-motion: reduce)');
}
