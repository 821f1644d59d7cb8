import { LIMITS } from '@rasti/contract/limits';
import { VALIDATION } from '@rasti/contract/messages';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  mobile: string;
  gender: '' | '1' | '2';
  abstract: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues | 'avatar' | 'otp', string>>;

/** An avatar must be an image file of any type (spec sections 5 and 9). */
export function validateAvatarFile(file: File): string | null {
  return file.type.startsWith('image/') ? null : VALIDATION.avatarImage;
}

/** The phone rule shared by the profile: required, 11 digits, starting 09. */
export function validateMobile(mobile: string): string | null {
  if (!mobile) return VALIDATION.mobileRequired;
  if (!/^\d+$/.test(mobile) || mobile.length !== LIMITS.phoneLength) return VALIDATION.mobileLength;
  if (!mobile.startsWith(LIMITS.phonePrefix)) return VALIDATION.mobilePrefix;
  return null;
}

/** Profile rules (spec section 5): first name and phone required. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!values.first_name.trim()) errors.first_name = VALIDATION.firstNameRequired;
  const mobileError = validateMobile(values.mobile);
  if (mobileError) errors.mobile = mobileError;
  return errors;
}

/** True when any field has an error. */
export function hasErrors(errors: ProfileFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
