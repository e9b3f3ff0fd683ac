import { describe, expect, it } from 'vitest';
import { BANNER_TEXT, bannerFor, type BannerFacts } from './banner-content';

const person: BannerFacts = { status: 1, userStatus: 1, repairType: null, role: '1' };
const company: BannerFacts = { status: 2, userStatus: 1, repairType: null, role: '1' };

describe('bannerFor', () => {
  it('status 1: individuals get a go-verify action, companies only the tip', () => {
    expect(bannerFor(person)?.action).toEqual({ label: '去认证', path: '/authentication' });
    expect(bannerFor({ ...person, status: 0 })?.action?.path).toBe('/authentication');
    expect(bannerFor(company)).toEqual({ type: 'warning', text: BANNER_TEXT.companyUnverified });
  });
  it('status 2: under review, no action', () => {
    const b = bannerFor({ ...person, userStatus: 2 });
    expect(b?.text.startsWith('您已提交认证，资料审核中…')).toBe(true);
    expect(b?.text).toContain('1-2个工作日');
    expect(b?.action).toBeUndefined();
  });
  it('status 3: nothing, unless a supplement is under review or requested', () => {
    expect(bannerFor({ ...person, userStatus: 3 })).toBeNull();
    expect(bannerFor({ ...company, userStatus: 3, repairType: 2 })?.text).toContain(BANNER_TEXT.reviewing);
    expect(bannerFor({ ...company, userStatus: 3, repairType: 4 })?.action).toEqual({ label: '重新上传', path: '/kyc-info' });
    expect(bannerFor({ ...person, userStatus: 3, repairType: 4 })?.action?.path).toBe('/person-info');
  });
  it('status 4: failed, with re-verify for the right account type', () => {
    expect(bannerFor({ ...company, userStatus: 4 })?.text).toBe(BANNER_TEXT.companyFailed);
    expect(bannerFor({ ...company, userStatus: 4 })?.action?.path).toBe('/organization-kyc?status=2');
    expect(bannerFor({ ...person, userStatus: 4 })?.action?.path).toBe('/personage-kyc?status=1');
  });
  it('status 5: no banner', () => {
    expect(bannerFor({ ...person, userStatus: 5 })).toBeNull();
  });
  it('sub-accounts see tips without actions', () => {
    expect(bannerFor({ ...company, role: '2', userStatus: 4 })?.action).toBeUndefined();
  });
});
