import { FACE_POLL_MS } from './limits';

/**
 * Face verification (人脸核验) of an individual's submission (000 §4, §7; 001 §2.11, §4, §7).
 * Intervals are the specification's; the messages are ours (docs/decisions.md 90–94).
 */

/** 000 §4: the QR flow (detectAuth) is polled every 2 s; 001 §4: the payment-app flow every 3 s. */
export const FACE_POLL_INTERVALS = { detect: FACE_POLL_MS, ali: 3_000 } as const;

export const FACE_LIMITS = {
  /** a face session (and its mobile link) lives this long */
  sessionTtlMs: 10 * 60_000,
  /** sessions an account may start per hour (both flows together) */
  startsPerHour: 10,
} as const;

/** The two flows: a QR code opening the provider's page, or the payment app's (Alipay) certification. */
export const FaceFlow = { detect: 'detect', ali: 'ali' } as const;
export type FaceFlow = (typeof FaceFlow)[keyof typeof FaceFlow];

/** getDetectInfoEnhanced's result: SUCCESS and FAIL end the polling, anything else continues (000 §4). */
export const FaceResult = { success: 'SUCCESS', fail: 'FAIL', pending: 'PENDING' } as const;
export type FaceResult = (typeof FaceResult)[keyof typeof FaceResult];

/**
 * aliQuery's body codes (001 §4): 200 passed (reveals 我已完成认证), 400 failed or expired (stops
 * polling), 202 still in progress (the page polls on).
 */
export const AliQueryCode = { passed: 200, pending: 202, failed: 400 } as const;

/** Names of face providers as the pages show them (the operator must see a local test result as such). */
export const FACE_PROVIDER_NAMES: Record<string, string> = {
  local: '本地测试人脸核验（非真实核验）',
  seed: '演示数据（非真实核验）',
  tencent: '腾讯云人脸核验',
  alipay: '支付宝身份验证',
};

export const FACE_MSG = {
  noPending: '未找到待核验的个人实名认证申请，请先提交个人实名认证资料',
  mismatch: '姓名或身份证号码与您提交的认证资料不一致',
  alreadyPassed: '您已通过人脸核验，资料审核中…',
  tooMany: '人脸核验发起过于频繁，请稍后再试',
  off: '未开启人脸核验服务，请联系平台客服',
  providerFailed: '人脸核验服务暂时不可用，请稍后重试',
  // the real providers' refusals (issue 25): nothing is started, the user may try again later
  providerTimeout: '人脸核验服务响应超时，请稍后重试',
  providerAuth: '人脸核验服务配置有误（接口签名未通过），请联系平台客服',
  providerRefused: '人脸核验服务拒绝了本次请求，请稍后重试或联系平台客服',
  /** FACE_PROVIDER=tencent has no payment-app flow (decision 902) */
  aliUnsupported: '当前人脸核验服务不支持支付宝认证，请返回选择“扫码人脸核验”',
  sessionNotFound: '人脸核验记录不存在，请重新发起核验',
  started: '请使用手机扫描二维码完成人脸核验',
  pending: '认证中，请稍候',
  passed: '人脸核验通过',
  failed: '人脸核验未通过，请重新核验',
  expired: '人脸核验已超时，请重新核验',
  cancelled: '本次核验已被新的核验取代，请使用最新的二维码',
  /** the operator's approval (services/verification-review) */
  approveNeedsFace: '该申请尚未通过人脸核验，不能通过审核',
  // the local provider's mobile page
  localNotice: '本地测试人脸核验（非真实核验）',
  linkInvalid: '核验链接无效，请在电脑端重新发起人脸核验',
  linkExpired: '核验链接已过期，请在电脑端重新发起人脸核验',
  linkUsed: '该核验链接已使用，请返回电脑端查看核验结果',
  localPassed: '已提交：模拟核验通过，请返回电脑端查看结果',
  localFailed: '已提交：模拟核验不通过，请返回电脑端查看结果',
  // the desktop page
  scanTip: '请使用手机扫描二维码完成人脸核验',
  aliScanTip: '请使用支付宝扫描二维码完成认证',
  successPage: '人脸核验通过，资料审核中…',
} as const;
