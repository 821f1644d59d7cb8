// A form's field errors from one of the contract's schemas (one house style: web forms validate with the
// contract's schemas and messages). Typed by shape so this module itself loads no zod: only the staff and
// signed-in forms that pass a schema do.

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What `safeParse` of any zod schema answers, as far as the errors go. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Each field's first message (the schema's order of checks), keyed by the field's name. */
export function schemaErrors<F extends string>(
  schema: FormSchema,
  values: unknown,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as F] ??= issue.message;
  }
  return errors;
}

/** True when any field has an error. */
export const hasErrors = (errors: Partial<Record<string, string>>): boolean =>
  Object.values(errors).some(Boolean);
