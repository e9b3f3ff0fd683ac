import { z } from 'zod';

/** Every answer: `{ code, msg, data }` (ARCHITECTURE.md "The API contract"). */
export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page query: `page` starts at 1. */
export const zPageQuery = z.object({
  page: z.coerce.number({ error: '页码格式不正确' }).int({ error: '页码格式不正确' }).min(1, { error: '页码格式不正确' }).max(100000, { error: '页码格式不正确' }).default(1),
});

export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), count: z.number().int() });
}
