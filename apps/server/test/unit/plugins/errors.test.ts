import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { registerErrorHandling } from '../../../src/plugins/errors';

/** The error envelope's backstop for text PostgreSQL refuses (review finding 7: a NUL in a signer's text was a 500). */
describe('the error handler', () => {
  it('answers PostgreSQL text refusals (22021, 22P05) as the invalid-characters refusal, anything else as 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/nul', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    app.get('/other', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const nul = await app.inject({ method: 'GET', url: '/nul' });
    expect([nul.statusCode, nul.json()]).toEqual([400, { code: 400, msg: MSG.invalidChars, data: null }]);
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect([other.statusCode, other.json().code]).toEqual([500, 500]);
    await app.close();
  });
});
