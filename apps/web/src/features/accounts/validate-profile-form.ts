import { mobile as mobileSchema, updateUserBody } from '@rasti/contract/accounts';
import { VALIDATION } from '@rasti/contract/messages';
import { schemaErrors } from '../../lib/forms/schema-errors';

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

/** The phone rule shared by the profile: required, 11 digits, starting 09 (the contract's `mobile`). */
export function validateMobile(mobile: string): string | null {
  const result = mobileSchema.safeParse(mobile);
  return result.success ? null : (result.error.issues[0]?.message ?? VALIDATION.mobileLength);
}

/** The fields the profile requires: first name and phone. */
const profileRules = updateUserBody.pick({ first_name: true, mobile: true }).required();

/** Profile rules (spec section 5): first name and phone required; the first message of each field. */
export const validateProfileForm = (values: ProfileFormValues): ProfileFormErrors =>
  schemaErrors(profileRules, { first_name: values.first_name, mobile: values.mobile });

export { validateAvatarFile } from '../../lib/forms/image-files';
