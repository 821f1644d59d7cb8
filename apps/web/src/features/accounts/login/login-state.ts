import { LIMITS } from '@rasti/contract/limits';

// The spec's local login state: which step, which number, when the last code went out.
export type LoginStep = 'phone' | 'code';
export interface SavedLoginState {
  step: LoginStep;
  phone: string;
  lastSentTime: number;
}

export const LOGIN_STATE_KEY = 'rasti.login';
const RESEND_MS = LIMITS.resendSeconds * 1000;

export function saveLoginState(state: SavedLoginState): void {
  try {
    localStorage.setItem(LOGIN_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled (private mode); the flow still works without resuming.
  }
}

export function clearLoginState(): void {
  try {
    localStorage.removeItem(LOGIN_STATE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function parse(raw: string | null): SavedLoginState | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { step, phone, lastSentTime } = v as Record<string, unknown>;
    if ((step !== 'phone' && step !== 'code') || typeof phone !== 'string') return null;
    if (typeof lastSentTime !== 'number' || !Number.isFinite(lastSentTime)) return null;
    return { step, phone, lastSentTime };
  } catch {
    return null;
  }
}

/**
 * The saved state when its code was sent less than the resend interval ago; otherwise the saved
 * state is dropped (spec section 4) and null is returned.
 */
export function loadLoginState(now: number = Date.now()): SavedLoginState | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LOGIN_STATE_KEY);
  } catch {
    return null;
  }
  const state = parse(raw);
  if (state && now - state.lastSentTime >= 0 && now - state.lastSentTime < RESEND_MS) return state;
  if (raw !== null) clearLoginState();
  return null;
}

/** Whole seconds left before another code may be requested. */
export function secondsLeft(lastSentTime: number | null, now: number = Date.now()): number {
  if (lastSentTime === null) return 0;
  const left = Math.ceil((RESEND_MS - (now - lastSentTime)) / 1000);
  return Math.min(LIMITS.resendSeconds, Math.max(0, left));
}
