import { BWC_SIGNING, DEVICE_MSG } from '@evidence/shared/constants';
import { ZBwcUploadResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { uploadRecording } from '../../../services/devices/upload-recording';
import { incomingDir, sweepIncoming } from '../../../services/devices/sweep-incoming';

const H = BWC_SIGNING.headers;
const UPLOAD_DOC = [
  '执法记录仪签名上传（无需登录）。请求体为录像文件本身，需提供 Content-Length。',
  `请求头：${H.device}（设备ID）、${H.timestamp}（Unix 毫秒，与服务器相差不超过5分钟）、${H.nonce}（16–64位随机串，不可重复）、`,
  `${H.contentSha256}（文件 SHA-256）、${H.meta}（base64url 的 JSON：fileName, title?, userName, mobile, idCard, startAt, endAt（Unix 毫秒）, address）、`,
  `${H.signature}（十六进制 HMAC-SHA256(设备密钥, "${BWC_SIGNING.algorithm}\\nPOST\\n${BWC_SIGNING.uploadPath}\\n<时间戳>\\n<随机数>\\n<文件SHA-256>\\n<SHA-256(${H.meta} 的值)>")）。`,
  '只接受视频、音频、图片（按内容判断），最大 4 GiB。',
].join('');

/**
 * POST /api/bwcData/upload: a law-enforcement recorder uploads a recording, signed with its own key (no login;
 * headers X-Bwc-Device, -Timestamp, -Nonce, -Content-Sha256, -Meta, -Signature: docs/online-evidence.md).
 * The body is the file's bytes, streamed (any content type; never parsed or buffered by the server).
 */
export default function bwcUploadRoute(app: App, ctx: AppContext) {
  // a file left by a crash mid-upload is removed a day later (sweep-incoming.ts); checked every hour
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweepIncoming(incomingDir(ctx.config.dataDir), 24 * 3_600_000).catch((err: unknown) => app.log.error({ err }, 'recorder incoming sweep failed')), 3_600_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(
      BWC_SIGNING.uploadPath.replace(/^\/api/, ''),
      { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['devices'], description: UPLOAD_DOC, response: { 200: zEnvelope(ZBwcUploadResult) } } },
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
