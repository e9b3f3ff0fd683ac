import type { z } from 'zod';

/** A check returns the user-facing message when the value is invalid, undefined when it is fine. */
export type Check = (value: unknown) => string | undefined;

/**
 * The first message a schema gives for a value. Deriving every `check…` from its zod schema keeps
 * server and form on one rule and one message.
 */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}

/**
 * Wraps a check as an antd Form rule `validator` (`{ validator: antdValidator(checkPhone) }`).
 * Typed without antd so this package stays free of UI dependencies.
 */
export function antdValidator(check: Check) {
  return (_rule: unknown, value: unknown): Promise<void> => {
    const message = check(value);
    return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
  };
}
