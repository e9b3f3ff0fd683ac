import { describe, expect, it } from 'vitest';
import { localProviderText } from './local-provider-text';

describe('localProviderText', () => {
  it('says nothing in production', () => {
    expect(localProviderText([])).toBeNull();
  });
  it('names each local provider', () => {
    expect(localProviderText(['sms'])).toBe('当前为本地测试环境：短信验证码不会真实发送，仅记录在运营后台短信记录的本地测试发件箱');
    const text = localProviderText(['sms', 'payment', 'mystery']);
    expect(text).toContain('；支付通过本地模拟收银台完成');
    expect(text).toContain('mystery 服务为本地模拟实现');
  });
});
