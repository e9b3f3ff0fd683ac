/**
 * The footer sentence that says which external services run as local stand-ins
 * (ARCHITECTURE.md "Providers"), so a demo is never mistaken for production.
 */
const PROVIDER_TEXT: Record<string, string> = {
  sms: '短信验证码不会真实发送，仅记录在运营后台短信记录的本地测试发件箱',
  payment: '支付通过本地模拟收银台完成，不产生真实扣款',
  ocr: '身份证识别由本地引擎完成，识别失败时请手动填写',
  face: '人脸核验为本地模拟页面，不代表真实身份核验结果',
  anchor: '区块链锚定为本地测试链，不写入公共区块链',
  tsa: '可信时间戳由本地时间戳服务签发，不具备第三方时间戳效力',
};

export function localProviderText(providers: readonly string[]): string | null {
  if (providers.length === 0) return null;
  const parts = providers.map((p) => PROVIDER_TEXT[p] ?? `${p} 服务为本地模拟实现`);
  return `当前为本地测试环境：${parts.join('；')}`;
}
