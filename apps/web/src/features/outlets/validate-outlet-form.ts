import {
  IMAGE_TYPES,
  LIMITS,
  OUTLET_MESSAGES,
  type Outlet,
  Origin,
  SERVER_MESSAGES,
  outletCreateBody,
} from '@rasti/contract';
import { schemaErrors } from '../../lib/forms/schema-errors';

export type OriginValue = '' | `${Origin}`;

export interface OutletFormValues {
  name: string;
  english_name: string;
  link: string;
  origin: OriginValue;
}

export type OutletFormField = keyof OutletFormValues | 'logo';
export type OutletFormErrors = Partial<Record<OutletFormField, string>>;

export const EMPTY_OUTLET_FORM: OutletFormValues = { name: '', english_name: '', link: '', origin: '' };

export const outletFormValues = (outlet: Outlet | null): OutletFormValues =>
  outlet
    ? {
        name: outlet.name,
        english_name: outlet.english_name,
        link: outlet.link,
        origin:
          outlet.origin === Origin.Internal || outlet.origin === Origin.External ? `${outlet.origin}` : '',
      }
    : EMPTY_OUTLET_FORM;

/**
 * The outlet form's rules and messages (spec section 5): the contract's own schema for the fields; a logo
 * only when creating (an edit keeps, replaces or removes the existing one).
 */
export function validateOutletForm(
  values: OutletFormValues,
  { creating, hasLogo }: { creating: boolean; hasLogo: boolean },
): OutletFormErrors {
  const errors: OutletFormErrors = schemaErrors(outletCreateBody, values);
  if (creating && !hasLogo) errors.logo = OUTLET_MESSAGES.logoRequired;
  return errors;
}

/** The image types the server keeps (server-rules section 5); SVG and everything else is refused. */
export const LOGO_TYPES = IMAGE_TYPES;

/** A chosen logo: one of those image types, at most 5 MB, or the server's own message for it. */
export function validateLogoFile(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return SERVER_MESSAGES.imageOnly;
  if (file.size > LIMITS.imageMaxBytes) return SERVER_MESSAGES.imageTooLarge;
  return null;
}
