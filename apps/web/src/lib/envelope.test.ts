import { describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { classify, loginUrl, safeRedirect, toEnvelope } from './envelope';

const env = (code: number, msg = '', data: unknown = null) => ({ code, msg, data });

describe('classify', () => {
  it('accepts 200 and the string "200"', () => {
    expect(classify(env(200), '/x').kind).toBe('ok');
    expect(classify({ code: '200' as unknown as number, msg: '', data: null }, '/x').kind).toBe('ok');
  });
  it('treats 408 as session expiry everywhere', () => {
    expect(classify(env(408), '/').kind).toBe('sessionExpired');
    expect(classify(env(408), '/setting').kind).toBe('sessionExpired');
  });
  it('treats 403 as expiry off the home page only', () => {
    expect(classify(env(403, '无权限'), '/setting').kind).toBe('sessionExpired');
    expect(classify(env(403, '无权限'), '/').kind).toBe('error');
    expect(classify(env(403, '无权限'), '/home').kind).toBe('error');
  });
  it('turns "公证书正在生成中" into an info message', () => {
    expect(classify(env(403, '', '公证书正在生成中'), '/notary')).toEqual({ kind: 'info', text: '公证书正在生成中' });
    expect(classify(env(403, '公证书正在生成中，请稍后'), '/notary')).toEqual({ kind: 'info', text: '公证书正在生成中，请稍后' });
  });
  it('leaves refusals and rate limits to the caller', () => {
    expect(classify(env(400, '图形验证码不正确'), '/login').kind).toBe('error');
    expect(classify(env(429, '请求过于频繁'), '/login').kind).toBe('error');
  });
});

describe('toEnvelope', () => {
  it('reads a body envelope whatever the HTTP status', () => {
    expect(toEnvelope({ code: 408, msg: 'x', data: null }, 401)).toEqual({ code: 408, msg: 'x', data: null });
    expect(toEnvelope({ code: 400, msg: '错误' }, 200)).toEqual({ code: 400, msg: '错误', data: null });
  });
  it('maps bodiless failures', () => {
    expect(toEnvelope(null, 401).code).toBe(408);
    expect(toEnvelope(null, 429)).toEqual({ code: 429, msg: MSG.tooManyRequests, data: null });
    expect(toEnvelope('<html>', 502)).toEqual({ code: 502, msg: MSG.serverError, data: null });
    expect(toEnvelope(null, 200).code).toBe(500);
  });
});

describe('loginUrl', () => {
  it('carries the path and search as redirect', () => {
    expect(loginUrl('/setting')).toBe('/login?redirect=%2Fsetting');
    expect(loginUrl('/invoice?activeName=2')).toBe('/login?redirect=%2Finvoice%3FactiveName%3D2');
  });
  it('does not redirect back to home or to the login page', () => {
    expect(loginUrl('/')).toBe('/login');
    expect(loginUrl('/login?redirect=%2Fx')).toBe('/login');
    expect(loginUrl('/admin/sms', '/admin/login')).toBe('/admin/login?redirect=%2Fadmin%2Fsms');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/setting')).toBe('/setting');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
