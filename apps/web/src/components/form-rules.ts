/**
 * zod → antd Form rules, so web forms show exactly the messages the server would answer with
 * (ARCHITECTURE.md: "one rule, one place, one message").
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';

function firstMessage(error: z.ZodError, field?: string): string | undefined {
  const issue = field === undefined ? error.issues[0] : error.issues.find((i) => i.path[0] === field);
  return issue?.message;
}

/** One field checked against one schema (e.g. `zodRule(zPhone)`). */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(firstMessage(result.error) ?? '格式不正确');
    },
  };
}

/**
 * One field of a request contract, checked with the whole form so cross-field refinements of the
 * contract (confirm password, new ≠ old) report on the field they name. `extra` supplies values
 * that are not form fields (e.g. the SMS token) so they do not count as missing.
 */
export function contractRule<S extends z.ZodType>(
  schema: S,
  field: keyof z.input<S> & string,
  extra?: () => Record<string, unknown>,
): FormRule {
  return (form) => ({
    validator: async () => {
      const values: Record<string, unknown> = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...extra?.() };
      // An untouched input is undefined; the contracts expect the empty string for "not filled".
      for (const key of Object.keys(values)) if (values[key] === undefined) values[key] = '';
      if (values[field] === undefined) values[field] = '';
      const result = schema.safeParse(values);
      if (result.success) return;
      const message = firstMessage(result.error, field);
      if (message) throw new Error(message);
    },
  });
}
