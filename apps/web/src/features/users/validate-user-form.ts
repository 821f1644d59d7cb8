import { ROLES, Role } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { VALIDATION } from '@rasti/contract/messages';

export type RoleValue = '' | `${Role}`;
export type GenderValue = '' | '1' | '2';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  mobile: string;
  role: RoleValue;
  gender: GenderValue;
  abstract: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues | 'avatar', string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  first_name: '',
  last_name: '',
  mobile: '',
  role: '',
  gender: '',
  abstract: '',
};

const isRole = (value: string): boolean => (ROLES as readonly number[]).includes(Number(value));

/** The user form's rules and messages (spec section 5); run on every change. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.first_name.trim()) errors.first_name = VALIDATION.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = VALIDATION.lastNameRequired;

  if (!values.mobile) errors.mobile = VALIDATION.mobileRequired;
  else if (!/^\d+$/.test(values.mobile) || values.mobile.length !== LIMITS.phoneLength)
    errors.mobile = VALIDATION.mobileLength;
  else if (!values.mobile.startsWith(LIMITS.phonePrefix)) errors.mobile = VALIDATION.mobilePrefix;

  if (!isRole(values.role)) errors.role = VALIDATION.roleRequired;
  if (values.gender !== '1' && values.gender !== '2') errors.gender = VALIDATION.genderRequired;
  // Staff members are presented by their resume; a regular user needs none.
  if (isRole(values.role) && Number(values.role) !== Role.Regular && !values.abstract.trim()) {
    errors.abstract = VALIDATION.resumeRequired;
  }
  return errors;
}

export function isUserFormValid(values: UserFormValues): boolean {
  return Object.keys(validateUserForm(values)).length === 0;
}

/** A user's avatar must be an image file (spec section 9: any image type). */
export function validateAvatarFile(file: File): string | null {
  return file.type.startsWith('image/') ? null : VALIDATION.avatarImage;
}
