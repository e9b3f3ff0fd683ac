/**
 * App evidence and law-enforcement recorders (issue 17 items 4 and 5; 001 §4, §7; 000 §3).
 * docs/online-evidence.md describes the calls; decisions 580– why.
 */

/** A recorder's state: registered and usable, or retired for good (its key erased). */
export const DeviceStatus = { active: 'active', retired: 'retired' } as const;
export type DeviceStatus = (typeof DeviceStatus)[keyof typeof DeviceStatus];
export const DEVICE_STATUS_NAMES: Record<DeviceStatus, string> = { active: '使用中', retired: '已停用' };

/**
 * The signed device intake (decision 581). A recorder signs
 *   BWC-HMAC-SHA256 \n METHOD \n path \n timestamp \n nonce \n SHA-256(body) \n SHA-256(meta header)
 * with its key (HMAC-SHA-256, hex) and sends the body (the recording's bytes) with these headers.
 */
export const BWC_SIGNING = {
  algorithm: 'BWC-HMAC-SHA256',
  uploadPath: '/api/bwcData/upload',
  headers: {
    device: 'x-bwc-device',
    timestamp: 'x-bwc-timestamp',
    nonce: 'x-bwc-nonce',
    contentSha256: 'x-bwc-content-sha256',
    meta: 'x-bwc-meta',
    signature: 'x-bwc-signature',
  },
  /** a request's timestamp (unix milliseconds) may differ from the server's clock by this much */
  clockSkewMs: 5 * 60_000,
  /** nonces are kept this long: longer than any timestamp window a replay could use */
  nonceKeepMs: 15 * 60_000,
  noncePattern: /^[A-Za-z0-9_-]{16,64}$/,
  /** the meta header (base64url JSON) at most */
  metaMaxChars: 4096,
  /** a recording at most */
  fileMaxBytes: 4 * 1024 ** 3,
} as const;

/** The canonical text a recorder signs (the server and scripts/device-upload build it the same way). */
export function bwcStringToSign(p: { method: string; path: string; timestamp: string; nonce: string; bodySha256: string; metaSha256: string }): string {
  return [BWC_SIGNING.algorithm, p.method.toUpperCase(), p.path, p.timestamp, p.nonce, p.bodySha256.toLowerCase(), p.metaSha256.toLowerCase()].join('\n');
}

export const DEVICE_LIMITS = { nameMax: 30, serialMax: 64, addressMax: 200, userNameMax: 30, metaTextMax: 64 } as const;

/**
 * App evidence (decision 585): the tus upload of /newAccessCard with these Upload-Metadata keys. `source`
 * 'app' marks it; `device` is a JSON object of the phone's facts (000 §3 config*, location).
 */
export const APP_EVIDENCE = {
  metaKeys: { source: 'source', device: 'device' },
  sourceApp: 'app',
  deviceFields: ['appType', 'configName', 'configModelName', 'configVersion', 'configProcessor', 'configCore', 'location'] as const,
  /** device facts JSON at most */
  deviceMaxChars: 2048,
  /** what an app may preserve: image, audio, video (screen recordings are video) */
  fileTypes: [2, 3, 4] as const,
} as const;

export const DEVICE_MSG = {
  notFound: '设备不存在',
  nameRequired: '请输入设备名称',
  nameTooLong: `设备名称最多${DEVICE_LIMITS.nameMax}个字符`,
  serialRequired: '请输入设备编号',
  serialBad: `设备编号为1至${DEVICE_LIMITS.serialMax}位字母、数字、短横线或下划线`,
  serialTaken: '该设备编号已登记',
  retired: '设备已停用',
  memberNotBound: '只能绑定已绑定的成员',
  memberHasDevice: '该成员已绑定其他执法记录仪，请先解绑',
  deviceHasMember: '该设备已绑定成员，请先解绑',
  notBound: '该设备未绑定成员',
  registered: '登记成功，请立即复制设备密钥，关闭后无法再次查看',
  renamed: '修改成功',
  retiredOk: '设备已停用，密钥已作废',
  bound: '绑定成功',
  unbound: '解绑成功',
  onlyMember: '请切换到企业成员身份后查看',
  // the signed intake
  signMissing: '缺少设备签名信息',
  signBad: '设备签名校验失败',
  deviceUnknown: '设备未登记或密钥无效',
  deviceRetired: '设备已停用，拒绝上传',
  deviceUnbound: '设备未绑定成员，拒绝上传',
  timestampBad: '请求时间与服务器时间相差超过5分钟，请校准设备时钟',
  nonceBad: '随机数格式不正确',
  replayed: '请求已处理过（随机数重复），拒绝重放',
  metaBad: '录像信息格式不正确',
  bodyHashBad: '上传内容与签名不一致',
  lengthRequired: '请提供文件大小（Content-Length）',
  tooLarge: '文件过大',
  emptyFile: '文件不能为空',
  mediaOnly: '只能上传视频、音频或图片',
  timesBad: '录制开始时间不能晚于结束时间',
  uploaded: '上传成功',
  // app evidence
  appDeviceBad: '设备信息格式不正确',
  appMediaOnly: 'App取证只能保存图片、音频或视频',
  noEnforceInfo: '该证据不是执法记录仪数据',
} as const;
