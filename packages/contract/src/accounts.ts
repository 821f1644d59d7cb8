import { whenMissing, z } from './zod.ts';
import { Gender, ROLES, Role } from './enums.ts';
import { LIMITS } from './limits.ts';
import { PROFILE_MESSAGES, VALIDATION } from './messages.ts';
import { toLatinDigits } from './persian.ts';
import { pageQuery, personNameFields } from './common.ts';
import { fileUrl } from './file-fields.ts';

export * from './login-rules.ts';

/** An Iranian mobile: 11 digits starting 09 (spec section 5); Persian digits are accepted. */
export const mobile = z
  .string({ error: whenMissing(VALIDATION.mobileRequired) })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(
    z
      .string()
      .min(1, VALIDATION.mobileRequired)
      .regex(/^\d{11}$/, VALIDATION.mobileLength)
      .regex(/^09/, VALIDATION.mobilePrefix),
  );

export const requestAuthenticationBody = z.object({ mobile });
export const verifyAuthenticationBody = z.object({
  mobile,
  otp: z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.string().regex(/^\d{6}$/, VALIDATION.codeIncomplete)),
});
export const refreshBody = z.object({ refresh: z.string().min(1).optional() });
/** The same answer for known and unknown numbers. */
export const requestAuthenticationResponse = z.object({ detail: z.string() });

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });

/** A one-time sign-in link a super admin made for a staff member: shown once, never stored in clear. */
export const signInLink = z.object({ url: z.string(), expires_at: z.string() });
export type SignInLink = z.infer<typeof signInLink>;
/** The secret of a one-time sign-in link (the part after # in its address). */
export const useSignInLinkBody = z.object({ token: z.string().min(1).max(200) });
export type TokenPair = z.infer<typeof tokenPair>;
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });

export const roleSchema = z.union(
  ROLES.map((r) => z.literal(r)) as [z.ZodLiteral<Role>, ...z.ZodLiteral<Role>[]],
);
export const genderSchema = z.union([z.literal(Gender.Male), z.literal(Gender.Female)]);

/** Claims of the access token; the client reads the session from them (server-rules section 3). */
export const accessClaims = z.object({
  token_type: z.literal('access'),
  jti: z.string(),
  exp: z.number(),
  iat: z.number(),
  /** the session (refresh family): the token is refused once it has ended */
  sid: z.string(),
  user_id: z.number(),
  id: z.number(),
  ...personNameFields,
  role: roleSchema,
});
export type AccessClaims = z.infer<typeof accessClaims>;

/** The user as the API returns it. */
export const user = z.object({
  id: z.number(),
  ...personNameFields,
  role: roleSchema,
  mobile: z.string(),
  gender: genderSchema.nullable(),
  abstract: z.string(),
  avatar: fileUrl(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type User = z.infer<typeof user>;

/** PATCH of one's own account answers the user and a fresh access token (server-rules section 3). */
export const userWithAccess = user.extend({ access: z.string().optional() });

const numberish = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(toLatinDigits(v)) : v), inner);

const requiredName = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(LIMITS.nameMaxLength);
// the user form's own words for a missing or unknown role and gender (spec section 5)
const roleField = numberish(
  z.union(ROLES.map((r) => z.literal(r)) as [z.ZodLiteral<Role>, ...z.ZodLiteral<Role>[]], {
    error: VALIDATION.roleRequired,
  }),
);
const genderField = numberish(
  z.union([z.literal(Gender.Male), z.literal(Gender.Female)], { error: VALIDATION.genderRequired }),
);

/**
 * Multipart fields of POST /accounts/users/ (role 2). The avatar is a file part handled apart.
 * Messages are the user form's (spec section 5).
 */
export const createUserBody = z
  .object({
    first_name: requiredName(VALIDATION.firstNameRequired),
    last_name: requiredName(VALIDATION.lastNameRequired),
    mobile,
    role: roleField,
    gender: genderField,
    abstract: z.string().trim().max(LIMITS.abstractMaxLength).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.role !== Role.Regular && v.abstract.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['abstract'], message: VALIDATION.resumeRequired });
    }
  });
export type CreateUserBody = z.infer<typeof createUserBody>;

/** PATCH /accounts/users/{id}/: every field optional; role and is_active only count for role 2. */
export const updateUserBody = z.object({
  first_name: requiredName(VALIDATION.firstNameRequired).optional(),
  last_name: requiredName(VALIDATION.lastNameRequired).optional(),
  mobile: mobile.optional(),
  role: roleField.optional(),
  gender: genderField.optional(),
  abstract: z.string().trim().max(LIMITS.abstractMaxLength).optional(),
  is_active: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
  /** the code sent to the new number: needed when one changes one's own mobile */
  otp: z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.string().regex(/^\d{6}$/, PROFILE_MESSAGES.mobileCodeLength))
    .optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** POST /accounts/users/{id}/request_mobile_change/: a code to the new number, before the PATCH. */
export const requestMobileChangeBody = z.object({ mobile });
export type RequestMobileChangeBody = z.infer<typeof requestMobileChangeBody>;

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: numberish(roleSchema).optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
