import { VALIDATION } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { type ProfileFormValues, validateAvatarFile, validateProfileForm } from './validate-profile-form';

const valid: ProfileFormValues = {
  first_name: 'علی',
  last_name: '',
  mobile: '09121234567',
  gender: '',
  abstract: '',
};

describe('validateProfileForm', () => {
  it('needs only the first name and the phone', () => {
    expect(validateProfileForm(valid)).toEqual({});
  });

  it('requires a first name', () => {
    expect(validateProfileForm({ ...valid, first_name: ' ' })).toEqual({
      first_name: VALIDATION.firstNameRequired,
    });
  });

  it('requires an 11-digit phone starting 09', () => {
    expect(validateProfileForm({ ...valid, mobile: '' }).mobile).toBe(VALIDATION.mobileRequired);
    expect(validateProfileForm({ ...valid, mobile: '0912' }).mobile).toBe(VALIDATION.mobileLength);
    expect(validateProfileForm({ ...valid, mobile: '19121234567' }).mobile).toBe(VALIDATION.mobilePrefix);
  });

  it('accepts only image files as the avatar', () => {
    expect(validateAvatarFile(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
    expect(validateAvatarFile(new File(['x'], 'me.txt', { type: 'text/plain' }))).toBe(
      VALIDATION.avatarImage,
    );
  });
});
