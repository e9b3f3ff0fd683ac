import { BWC_SIGNING, DEVICE_MSG } from '@evidence/shared/constants';
import { ZBwcUploadResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { uploadRecording } from '../../../services/devices/upload-recording';

/**
 * POST /api/bwcData/upload: a law-enforcement recorder uploads a recording, signed with its own key (no login;
 * headers X-Bwc-Device, -Timestamp, -Nonce, -Content-Sha256, -Meta, -Signature: docs/online-evidence-oe-devices.md).
 * The body is the file's bytes, streamed (any content type; never parsed or buffered by the server).
 */
export default function bwcUploadRoute(app: App, ctx: AppContext) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(
      BWC_SIGNING.uploadPath.replace(/^\/api/, ''),
      { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['devices'], description: '执法记录仪签名上传（设备密钥 HMAC-SHA256）', response: { 200: zEnvelope(ZBwcUploadResult) } } },
      async (request, reply) => {
        const length = request.headers['content-length'];
        const contentLength = length !== undefined && /^\d{1,13}$/.test(length) ? Number(length) : null;
        const path = (request.raw.url ?? '').split('?')[0] ?? '';
        try {
          return ok(await uploadRecording(ctx, { method: request.method, path, headers: request.headers, body: request.raw, contentLength }, request.ip ?? null), DEVICE_MSG.uploaded);
        } catch (err) {
          // refused before (or while) the body was read: the rest of it is not wanted
          reply.header('connection', 'close');
          throw err;
        }
      },
    );
  });
}
