import { VALIDATION } from '@rasti/contract/messages';

/** A person's avatar must be an image file of any type (spec sections 5 and 9). */
export function validateAvatarFile(file: File): string | null {
  return file.type.startsWith('image/') ? null : VALIDATION.avatarImage;
}
