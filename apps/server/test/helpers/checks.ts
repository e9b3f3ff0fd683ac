import { expect } from 'vitest';
import type { App } from '../../src/context';
import type { Db } from '../../src/db/connect';
import type { Answer } from './api';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** The envelope shape and nothing else: no stack, no Fastify error fields, a Chinese message. */
export function expectEnvelope(a: Answer, status: number, code: number, msg?: string | RegExp): void {
  expect({ status: a.status, code: a.body.code }).toEqual({ status, code });
  expect(Object.keys(a.body).sort()).toEqual(['code', 'data', 'msg']);
  expect(a.body.msg).toMatch(HAS_CHINESE);
  if (typeof msg === 'string') expect(a.body.msg).toBe(msg);
  else if (msg) expect(a.body.msg).toMatch(msg);
  expectNoLeak(JSON.stringify(a.body));
}

/** A business refusal: HTTP 400, body code 400 and exactly this message. */
export function expectRefused(a: Answer, msg: string | RegExp): void {
  expectEnvelope(a, 400, 400, msg);
}

/** Body code 408 over HTTP 401 with the spec's wording. */
export function expectSessionExpired(a: Answer): void {
  expectEnvelope(a, 401, 408, '长时间未响应，请重新登录');
}

export function expectOk(a: Answer): void {
  if (a.body.code !== 200) throw new Error(`expected success, got ${a.status} ${a.body.code} ${a.body.msg}`);
  expect(a.status).toBe(200);
}

/** Nothing that looks like a stack trace or an internal error name leaves the server. */
export function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/"stack"|\n\s+at |\bat .+\.(?:ts|js|mjs):\d+|FST_ERR|SyntaxError|ZodError|node_modules/);
}

/** A raw request (any payload, any content type) answered as status, headers, text and parsed JSON. */
export async function raw(
  app: App,
  opts: { method?: 'GET' | 'POST' | 'HEAD'; url: string; headers?: Record<string, string>; payload?: string | Buffer; ip?: string },
) {
  const res = await app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: opts.headers ?? {},
    payload: opts.payload,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  let body: Answer['body'] | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, headers: res.headers, text: res.body, body, answer: { status: res.statusCode, body: body! } as Answer };
}

const TABLES = ['users', 'operators', 'sessions', 'captchas', 'sms_codes', 'sms_outbox', 'company_members', 'audit_log'] as const;
type Table = (typeof TABLES)[number];

/** Row counts of the tables a refusal must leave alone. */
export async function counts(db: Db): Promise<Record<Table, number>> {
  const out = {} as Record<Table, number>;
  for (const t of TABLES) {
    const r = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

/** Makes the SMS codes of a phone look `ms` older (created and expiring earlier). */
export async function ageSmsCodes(db: Db, phone: string, ms: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ created_at: eb('created_at', '-', ms), expires_at: eb('expires_at', '-', ms) }))
    .where('phone', '=', phone)
    .execute();
}

export async function userRow(db: Db, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
}
