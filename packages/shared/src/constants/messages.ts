/**
 * User-facing messages. Those quoted by the specification are used exactly as worded there;
 * the rest are ours (docs/decisions.md) and follow the same tone.
 */
export const MSG = {
  // 001 §8 global handling
  sessionExpired: '长时间未响应，请重新登录',
  networkError: '连接失败，请检查网络或稍后刷新重试！',
  notFoundPage: '抱歉，您访问的页面不存在!',
  // 001 §5 shared validators
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确格式手机号码',
  phoneEmpty: '手机号不能为空',
  passwordRule: '请输入6-18位数字字母组合密码',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码不正确',
  smsRequired: '请输入短信验证码',
  smsWrong: '短信验证码错误,请重新输入',
  smsTokenMissing: '请获取短信验证码',
  genderRequired: '性别不能为空',
  codeEmpty: '验证码不能为空',
  cannotBeEmpty: '不能为空',
  // 000 §5 change password
  passwordMismatch: '两次新密码不一致',
  passwordSameAsOld: '新密码不能与旧密码相同',
  passwordChanged: '修改密码成功',
  operationOk: '操作成功',
  copyOk: '复制成功',
  // ours: accounts and sessions
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码不正确',
  confirmPasswordRequired: '请再次输入密码',
  confirmPasswordMismatch: '两次输入的密码不一致',
  clauseRequired: '请阅读并同意平台服务协议',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册',
  registerOk: '注册成功，请登录',
  loginOk: '登录成功',
  loginFailed: '手机号或密码错误',
  loginNeedCaptcha: '登录失败次数过多，请输入图形验证码',
  /** too many failed logins from one client address (not a lock of any account) */
  loginAddressBlocked: '当前网络登录失败次数过多，请{minutes}分钟后再试',
  loginFailureNotice: '您的账号近期多次登录失败（{count}次），登录已改为需要输入图形验证码。如非本人操作，请尽快修改密码。',
  logoutOk: '退出成功',
  resetOk: '密码重置成功，请使用新密码登录',
  captchaExpired: '图形验证码已失效，请刷新后重试',
  smsSent: '短信验证码已发送',
  smsResendWait: '短信发送过于频繁，请{seconds}秒后再试',
  /** an SMS the gateway did not answer in time: it may still arrive, so it counts (decision 953) */
  smsTimeoutWait: '短信发送超时，如未收到验证码，请{seconds}秒后重新获取',
  smsDailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsIpLimit: '当前网络获取验证码过于频繁，请稍后再试',
  smsExpired: '短信验证码已失效，请重新获取',
  smsTooManyWrong: '短信验证码错误次数过多，已失效，请重新获取',
  subAccountNoPassword: '子账号不能修改密码',
  noPermission: '当前账号无权进行此操作',
  operatorOnly: '请使用公证处工作人员账号登录',
  roleInvalid: '当前身份已失效，请重新登录',
  // ours: transport
  badRequest: '请求参数不正确',
  // ours: a multipart body with no boundary, cut short or not matching its boundary (decision 700)
  badMultipart: '请求格式不正确',
  // ours: a multipart text part over its route's size limit, refused whole rather than read cut (decision 796)
  fieldTooLong: '提交的文字内容过长，请删减后重试',
  headersTooLarge: '请求头过大',
  roleHeaderInvalid: '身份参数不正确',
  smsSendFailed: '短信发送失败，请稍后重试',
  invalidChars: '输入内容含有不可见的非法字符',
  fieldInvalid: '{field}格式不正确',
  fieldRequired: '请填写{field}',
  tooManyRequests: '请求过于频繁，请稍后再试',
  apiNotFound: '接口不存在',
  serverError: '服务器开小差了，请稍后重试',
  bodyTooLarge: '提交的内容过大',
  // 000 §5 individual verification
  nameRequired: '请输入姓名',
  // ours: format validators whose wording the specification does not give
  nameInvalid: '请输入2-6位中文姓名',
  idCardRequired: '请输入身份证号码',
  idCardInvalid: '请输入正确的身份证号码',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '请输入正确的统一社会信用代码',
  postcodeRequired: '请输入邮政编码',
  postcodeInvalid: '请输入正确的6位邮政编码',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入正确格式邮箱',
  numericIdInvalid: '请输入8-25位数字',
  genderInvalid: '请选择正确的性别',
  birthDateInvalid: '请输入正确的出生日期（YYYY-MM-DD）',
  specialChars: '不能包含特殊字符',
  extractCodeRequired: '请输入提取码',
  extractCodeTooLong: '提取码最多30个字符',
  extractCodeInvalid: '提取码不能包含特殊字符',
  // ours (issue 14): the strength of a new code
  extractCodeTooShort: '提取码至少6个字符',
  extractCodeChars: '提取码只能由字母、数字和常用符号组成，不能包含空格、表情或不可见字符',
  extractCodeWeak: '提取码须同时包含字母和数字',
} as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
