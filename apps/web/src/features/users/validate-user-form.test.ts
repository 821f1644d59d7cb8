import { VALIDATION } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER_FORM,
  type UserFormValues,
  isUserFormValid,
  validateAvatarFile,
  validateUserForm,
} from './validate-user-form';

const valid: UserFormValues = {
  first_name: 'مریم',
  last_name: 'احمدی',
  mobile: '09121234567',
  role: '1',
  gender: '2',
  abstract: '',
};

describe('validateUserForm', () => {
  it('accepts a complete regular user without a resume', () => {
    expect(validateUserForm(valid)).toEqual({});
    expect(isUserFormValid(valid)).toBe(true);
  });

  it('gives each required field its own message', () => {
    expect(validateUserForm({ ...valid, first_name: '  ' }).first_name).toBe(VALIDATION.firstNameRequired);
    expect(validateUserForm({ ...valid, last_name: '' }).last_name).toBe(VALIDATION.lastNameRequired);
    expect(validateUserForm({ ...valid, role: '' }).role).toBe(VALIDATION.roleRequired);
    expect(validateUserForm({ ...valid, gender: '' }).gender).toBe(VALIDATION.genderRequired);
  });

  it('checks the mobile: required, 11 digits, then the 09 prefix', () => {
    expect(validateUserForm({ ...valid, mobile: '' }).mobile).toBe(VALIDATION.mobileRequired);
    expect(validateUserForm({ ...valid, mobile: '0912123' }).mobile).toBe(VALIDATION.mobileLength);
    expect(validateUserForm({ ...valid, mobile: '08121234567' }).mobile).toBe(VALIDATION.mobilePrefix);
  });

  it('requires a resume for every role except the regular one', () => {
    for (const role of ['2', '3', '4', '5'] as const) {
      expect(validateUserForm({ ...valid, role }).abstract).toBe(VALIDATION.resumeRequired);
      expect(validateUserForm({ ...valid, role, abstract: 'پژوهشگر رسانه' }).abstract).toBeUndefined();
    }
    expect(validateUserForm({ ...valid, role: '1' }).abstract).toBeUndefined();
    expect(validateUserForm({ ...valid, role: '4', abstract: '   ' }).abstract).toBe(
      VALIDATION.resumeRequired,
    );
  });

  it('reports every empty field of a blank form at once', () => {
    const errors = validateUserForm(EMPTY_USER_FORM);
    expect(errors).toEqual({
      first_name: VALIDATION.firstNameRequired,
      last_name: VALIDATION.lastNameRequired,
      mobile: VALIDATION.mobileRequired,
      role: VALIDATION.roleRequired,
      gender: VALIDATION.genderRequired,
    });
  });
});

describe('validateAvatarFile', () => {
  it('accepts any image type and refuses other files', () => {
    expect(validateAvatarFile(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(validateAvatarFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      VALIDATION.avatarImage,
    );
  });
});
