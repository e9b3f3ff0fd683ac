import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { localProvidersIn } from '../../../src/production-check';
import { smsSettingsReport } from '../../../src/providers/sms/sms-settings-report';
import { SMS_TEMPLATE_KEYS, applicationText, carrierParams, renderLocalText, templateSetting } from '../../../src/providers/sms/sms-templates';

const tencentIds: Record<string, string> = Object.fromEntries(SMS_TEMPLATE_KEYS.map((k, i) => [templateSetting(k), String(100 + i)]));
const tencent = { SMS_PROVIDER: 'tencent', SMS_SIGN_NAME: '数据存证平台', SMS_TENCENT_SECRET_ID: 'AKIDx', SMS_TENCENT_SECRET_KEY: 'k', SMS_TENCENT_SDK_APP_ID: '1400000001', ...tencentIds };
const base = { DATA_DIR: path.join(os.tmpdir(), 'sms-settings-unit'), LOG_LEVEL: 'silent' };

describe('SMS settings (decision 895)', () => {
  it('local is one ok row; a complete Tencent configuration is all ok', () => {
    expect(smsSettingsReport({})).toEqual([expect.objectContaining({ setting: 'SMS_PROVIDER', state: 'ok' })]);
    expect(smsSettingsReport(tencent).filter((r) => r.state !== 'ok')).toEqual([]);
  });

  it('names every missing setting of an empty Aliyun configuration, each template id among them', () => {
    const rows = smsSettingsReport({ SMS_PROVIDER: 'aliyun' });
    const missing = rows.filter((r) => r.state === 'missing').map((r) => r.setting);
    expect(missing).toEqual(expect.arrayContaining(['SMS_SIGN_NAME', 'SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET', ...SMS_TEMPLATE_KEYS.map(templateSetting)]));
    expect(rows.every((r) => r.state === 'ok' || r.fix.length > 0)).toBe(true);
  });

  it('a secret file must be readable and not empty; a wrong id or a bracketed signature is wrong', () => {
    const { SMS_TENCENT_SECRET_KEY: _, ...noKey } = tencent;
    expect(smsSettingsReport({ ...noKey, SMS_TENCENT_SECRET_KEY_FILE: '/nonexistent/key' })).toContainEqual(expect.objectContaining({ setting: 'SMS_TENCENT_SECRET_KEY_FILE', state: 'wrong' }));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sms-key-')), 'key');
    fs.writeFileSync(file, 'the-secret\n');
    expect(smsSettingsReport({ ...noKey, SMS_TENCENT_SECRET_KEY_FILE: file }).filter((r) => r.state !== 'ok')).toEqual([]);
    expect(loadConfig({ ...base, ...noKey, SMS_TENCENT_SECRET_KEY_FILE: file }).sms.tencent?.secretKey).toBe('the-secret');
    expect(smsSettingsReport({ ...tencent, SMS_TEMPLATE_CODE_RESET: 'SMS_1' })).toContainEqual(expect.objectContaining({ setting: 'SMS_TEMPLATE_CODE_RESET', state: 'wrong' }));
    expect(smsSettingsReport({ ...tencent, SMS_SIGN_NAME: '【平台】' })).toContainEqual(expect.objectContaining({ setting: 'SMS_SIGN_NAME', state: 'wrong' }));
  });

  it('an SMS gateway is https: plain http only to this machine (outside review of issue 25)', () => {
    const row = (env: Record<string, string>, name: string) => smsSettingsReport(env).find((r) => r.setting === name)!;
    expect(row({ ...tencent, SMS_TENCENT_ENDPOINT: 'http://sms.tencentcloudapi.com' }, 'SMS_TENCENT_ENDPOINT')).toMatchObject({ state: 'wrong', fix: expect.stringContaining('https only') });
    expect(row({ ...tencent, SMS_TENCENT_ENDPOINT: 'http://sms.tencentcloudapi.com', SMS_TENCENT_CONNECT_ADDRESS: '10.0.0.5' }, 'SMS_TENCENT_ENDPOINT').state).toBe('wrong');
    expect(row({ ...tencent, SMS_TENCENT_ENDPOINT: 'http://sms.tencentcloudapi.com:4614', SMS_TENCENT_CONNECT_ADDRESS: '127.0.0.1' }, 'SMS_TENCENT_ENDPOINT').state).toBe('ok');
    expect(row({ ...tencent, SMS_TENCENT_ENDPOINT: 'https://sms.ap-shanghai.tencentcloudapi.com' }, 'SMS_TENCENT_ENDPOINT')).toMatchObject({ state: 'ok', fix: 'https://sms.ap-shanghai.tencentcloudapi.com' });
    const aliyun = { SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'id', SMS_ALIYUN_ACCESS_KEY_SECRET: 's' };
    expect(row({ ...aliyun, SMS_ALIYUN_ENDPOINT: 'http://dysmsapi.aliyuncs.com' }, 'SMS_ALIYUN_ENDPOINT').state).toBe('wrong');
    expect(row({ ...aliyun, SMS_ALIYUN_ENDPOINT: 'http://127.0.0.1:4615' }, 'SMS_ALIYUN_ENDPOINT').state).toBe('ok');
    // and the start refuses it, naming the setting
    expect(() => loadConfig({ ...base, ...tencent, SMS_TENCENT_ENDPOINT: 'http://sms.tencentcloudapi.com' })).toThrow(/SMS_TENCENT_ENDPOINT: wrong: https only/);
  });

  it('the start refuses an incomplete real provider naming the setting; a real provider is not local in production', () => {
    const without: Record<string, string> = { ...tencent };
    delete without.SMS_TEMPLATE_ESIGN_INVITE;
    expect(() => loadConfig({ ...base, ...without })).toThrow(/SMS_TEMPLATE_ESIGN_INVITE: missing/);
    expect(() => loadConfig({ ...base, ...tencent })).not.toThrow();
    const input = { SMS_PROVIDER: 'tencent', PAYMENT_PROVIDER: 'x', FACE_PROVIDER: 'x', OCR_PROVIDER: 'x', ANCHOR_EVM_LOCAL: false, ANCHOR_TSA_LOCAL: false, CAPTCHA_TEST_ECHO: false, NOTARY_SIGNING_P12: 'a', NOTARY_OFFICE_P12: 'b', PLATFORM_OPERATOR_NAME: 'x', SERVICE_PHONE: 'x', NOTARY_OFFICE_NAME: 'x', NOTARY_OFFICE_LICENCE: 'x', NOTARY_OFFICE_ADDRESS: 'x', NOTARY_OFFICE_PHONE: 'x' };
    expect(localProvidersIn(input as never).join()).not.toContain('SMS_PROVIDER');
    expect(localProvidersIn({ ...input, SMS_PROVIDER: 'local' } as never).join()).toContain('SMS_PROVIDER=local');
  });
});

describe('SMS templates (decision 889)', () => {
  it('renders the outbox text the register test reads', () => {
    expect(renderLocalText('数据存证平台', { template: 'code_register', params: { code: '012345' } })).toBe('【数据存证平台】您正在注册账号，验证码为012345，10分钟内有效。如非本人操作，请忽略本短信。');
  });

  it('gives a carrier a link without its site and a long title cut to 12 characters, in the template\'s order', () => {
    const params = carrierParams({ template: 'esign_invite', params: { name: '张三', sender: '某某科技有限公司', title: '二〇二六年度房屋租赁合同补充协议', date: '2026年12月31日', link: 'https://e.example.cn/h5elesign?token=abc' } });
    expect(params.map((p) => p.value)).toEqual(['张三', '某某科技有限公司', '二〇二六年度房屋租赁合…', '2026年12月31日', 'h5elesign?token=abc']);
    expect([...params[2]!.value]).toHaveLength(12);
    expect(applicationText('esign_invite', 'tencent')).toBe('{1}您好，{2}邀请您签署《{3}》，请于{4}前打开链接完成签署：<PUBLIC_URL>/{5}');
    expect(applicationText('esign_invite', 'aliyun')).toContain('${title}');
  });

  it('refuses a message without one of its parameters', () => {
    expect(() => carrierParams({ template: 'code_notary_sign', params: { code: '1' } })).toThrow(/orderNo/);
  });
});
