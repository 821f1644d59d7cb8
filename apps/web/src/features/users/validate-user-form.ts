import { createUserBody } from '@rasti/contract/accounts';
import { ROLES, Role } from '@rasti/contract/enums';
import { VALIDATION } from '@rasti/contract/messages';
import { hasErrors, schemaErrors } from '../../lib/forms/schema-errors';

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

const isStaffRole = (value: string): boolean =>
  Number(value) !== Role.Regular && (ROLES as readonly number[]).includes(Number(value));

/**
 * The user form's rules and messages (spec section 5): the contract's own schema; run on every change.
 * The schema asks a staff member for a resume only once every other field is valid, so the form asks at
 * once (a regular user needs none).
 */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = schemaErrors(createUserBody, values);
  if (isStaffRole(values.role) && !values.abstract.trim()) errors.abstract ??= VALIDATION.resumeRequired;
  return errors;
}

export const isUserFormValid = (values: UserFormValues): boolean => !hasErrors(validateUserForm(values));

export { validateAvatarFile } from '../../lib/forms/image-files';
