import { Collapse, Typography } from 'antd';
import { APP_EVIDENCE, BWC_SIGNING } from '@evidence/shared/constants';
import './devices.css';

const H = BWC_SIGNING.headers;

/**
 * How an integrator sends data (the phone app and the recorders' firmware are not part of this release): the
 * calls, their fields, and the OpenAPI document at /api/docs.
 */
export function IntakeHelp({ kind }: { kind: 'app' | 'recorder' }) {
  const body =
    kind === 'app' ? (
      <>
        <Typography.Paragraph>
          本版本不含手机App本身。App（或其他集成方）以登录令牌调用与“数据存证”相同的断点续传上传接口（tus 1.0，{APP_EVIDENCE.metaKeys.source}=app），并在元数据中附带手机设备信息；上传完成即生成存证记录，按“手机APP取证”计费，证书显示设备信息。只接受图片、音频、视频（含录屏），按文件内容判断。
        </Typography.Paragraph>
        <pre>{`POST /api/upload/tus            Authorization: Bearer <令牌>
Upload-Length: <文件字节数>
Upload-Metadata: filename <base64>, title <base64>,
  ${APP_EVIDENCE.metaKeys.source} <base64("app")>,
  ${APP_EVIDENCE.metaKeys.device} <base64(JSON)>
  JSON 字段：${APP_EVIDENCE.deviceFields.join(', ')}
PATCH /api/upload/tus/<id>       每块 5 MiB，可断点续传
GET  /api/data/getIosDataList    列表（page, keyword, type, startTime, endTime）`}</pre>
      </>
    ) : (
      <>
        <Typography.Paragraph>
          本版本不含记录仪固件。记录仪（或其上传程序）用登记时获得的设备ID与密钥签名后直接上传录像，无需登录：签名为 HMAC-SHA256，覆盖请求方法、路径、时间戳、随机数、文件 SHA-256 与录像信息；时间戳与服务器相差不超过5分钟，随机数不可重复使用。演示与联调可使用命令 <Typography.Text code>npm run device:upload</Typography.Text>。
        </Typography.Paragraph>
        <pre>{`POST ${BWC_SIGNING.uploadPath}     （请求体为文件本身）
${H.device}: <设备ID>
${H.timestamp}: <Unix 毫秒>
${H.nonce}: <16–64 位随机串>
${H.contentSha256}: <文件 SHA-256，十六进制>
${H.meta}: <base64url(JSON)>  fileName, title?, userName, mobile, idCard,
  startAt, endAt（Unix 毫秒）, address
${H.signature}: hex(HMAC-SHA256(密钥, 待签名串))
待签名串 = "${BWC_SIGNING.algorithm}\\nPOST\\n${BWC_SIGNING.uploadPath}\\n<时间戳>\\n<随机数>\\n<文件SHA-256>\\n<SHA-256(${H.meta} 的值)>"`}</pre>
      </>
    );
  return (
    <Collapse
      className="ep-intake-help"
      size="small"
      items={[
        {
          key: 'help',
          label: kind === 'app' ? '集成说明：App 如何提交取证数据' : '集成说明：记录仪如何上传录像',
          children: (
            <>
              {body}
              <Typography.Paragraph>
                接口文档：
                <a href="/api/docs" target="_blank" rel="noopener noreferrer">
                  /api/docs
                </a>
              </Typography.Paragraph>
            </>
          ),
        },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}
