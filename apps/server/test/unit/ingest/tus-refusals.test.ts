import { describe, expect, it } from 'vitest';
import { ERRORS } from '@tus/server';
import { ResponseCode } from '@evidence/shared/constants';
import { envelopeTusErrors, tusRefusal } from '../../../src/services/ingest/tus-refusals';

/** Every error of @tus/server's ERRORS list, also those no request of ours can reach, has a Chinese envelope (decision 227). */
describe('tusRefusal', () => {
  it.each(Object.entries(ERRORS))('%s keeps its status and answers a Chinese message', (_name, error) => {
    const mapped = tusRefusal(error.status_code, error.body);
    expect(mapped.status_code).toBe(error.status_code);
    const body = JSON.parse(mapped.body) as { code: number; msg: string; data: null };
    expect(body.data).toBeNull();
    expect(body.code).toBe(error.status_code >= 500 ? ResponseCode.serverError : [404, 410].includes(error.status_code) ? ResponseCode.notFound : ResponseCode.refused);
    // Chinese, no English words (a size such as 4GB is a unit)
    expect(body.msg.replace(/\d+GB/, '')).toMatch(/^[^A-Za-z]*[\u4e00-\u9fff][^A-Za-z]*$/);
  });

  it('an envelope passes unchanged; unknown text gets a general message', () => {
    const ours = JSON.stringify({ code: 400, msg: '上传信息不正确，请重新选择文件', data: null });
    expect(tusRefusal(400, ours).body).toBe(ours);
    expect(JSON.parse(tusRefusal(418, 'teapot').body).msg).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.parse(tusRefusal(503, 'down').body).code).toBe(ResponseCode.serverError);
  });

  it('envelopeTusErrors keeps the status and protocol headers and answers JSON', async () => {
    const answer = new Response('Invalid upload-offset upload-length\n', { status: 400, headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0' } });
    const out = await envelopeTusErrors(answer);
    expect(out.status).toBe(400);
    expect(out.headers.get('tus-resumable')).toBe('1.0.0');
    expect(out.headers.get('upload-offset')).toBe('0');
    expect(out.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await out.json()) as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    const fine = new Response(null, { status: 204 });
    expect(await envelopeTusErrors(fine)).toBe(fine);
  });
});
