import { mobile as mobileSchema, updateUserBody } from '@rasti/contract/accounts';
import { VALIDATION } from '@rasti/contract/messages';

// The profile form checks its fields with the contract's own user schema and messages (the rules the
// server applies to PATCH /accounts/users/{id}/); this screen is signed-in only, so zod may load here.

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

/** The phone rule shared by the profile: required, 11 digits, starting 09 (the contract's `mobile`). */
export function validateMobile(mobile: string): string | null {
  const result = mobileSchema.safeParse(mobile);
  return result.success ? null : (result.error.issues[0]?.message ?? VALIDATION.mobileLength);
}

/** The fields the profile requires: first name and phone. */
const profileRules = updateUserBody.pick({ first_name: true, mobile: true }).required();

/** Profile rules (spec section 5): first name and phone required; the first message of each field. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const result = profileRules.safeParse({ first_name: values.first_name, mobile: values.mobile });
  const errors: ProfileFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'first_name' | 'mobile';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** True when any field has an error. */
export function hasErrors(errors: ProfileFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
