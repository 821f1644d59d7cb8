import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_STATE_KEY, loadLoginState, saveLoginState, secondsLeft } from './login-state';

afterEach(() => localStorage.clear());

describe('saved login state', () => {
  const sentAt = 1_700_000_000_000;

  it('resumes within 60 s of the last send', () => {
    saveLoginState({ step: 'code', phone: '09121234567', lastSentTime: sentAt });
    expect(loadLoginState(sentAt + 59_000)).toEqual({
      step: 'code',
      phone: '09121234567',
      lastSentTime: sentAt,
    });
  });

  it('is dropped once 60 s have passed', () => {
    saveLoginState({ step: 'code', phone: '09121234567', lastSentTime: sentAt });
    expect(loadLoginState(sentAt + 60_000)).toBeNull();
    expect(localStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('drops unreadable state', () => {
    localStorage.setItem(LOGIN_STATE_KEY, '{"step":"elsewhere"}');
    expect(loadLoginState(sentAt)).toBeNull();
    expect(localStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('counts the seconds left in whole seconds', () => {
    expect(secondsLeft(sentAt, sentAt)).toBe(60);
    expect(secondsLeft(sentAt, sentAt + 20_500)).toBe(40);
    expect(secondsLeft(sentAt, sentAt + 61_000)).toBe(0);
    expect(secondsLeft(null, sentAt)).toBe(0);
  });
});
