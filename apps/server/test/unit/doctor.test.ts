import { describe, expect, it } from 'vitest';
import { doctorReport, doctorTable } from '../../src/doctor/doctor';
import { publicUrlProblem } from '../../src/production-check';

describe('npm run doctor', () => {
  it('on an empty configuration lists every setting a live server lacks, and fails', () => {
    const { rows, ok } = doctorReport({});
    expect(ok).toBe(false);
    const missing = rows.filter((r) => r.state === 'missing').map((r) => r.setting);
    for (const s of ['NODE_ENV', 'PUBLIC_URL', 'NOTARY_SIGNING_P12', 'NOTARY_OFFICE_P12', 'NOTARY_OFFICE_NAME', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'FACE_PROVIDER', 'OCR_PROVIDER']) expect(missing).toContain(s);
    expect(doctorTable(rows)).toMatch(/checks need attention$/);
  });

  it('names a wrong value and what the start itself would refuse, once per setting', () => {
    const { rows } = doctorReport({ PUBLIC_URL: 'http://cunzheng.example.com', PAYMENT_PROVIDER: 'local', PORT: 'eighty', CAPTCHA_TEST_ECHO: '1' });
    expect(rows.find((r) => r.setting === 'PUBLIC_URL')).toMatchObject({ state: 'wrong', fix: expect.stringContaining('https') });
    expect(rows.find((r) => r.setting === 'PAYMENT_PROVIDER')).toMatchObject({ state: 'wrong' });
    expect(rows.find((r) => r.setting === 'PORT')).toMatchObject({ state: 'wrong' });
    expect(rows.find((r) => r.setting === 'CAPTCHA_TEST_ECHO')).toMatchObject({ state: 'wrong' });
    expect(rows.filter((r) => r.setting === 'PUBLIC_URL')).toHaveLength(1);
  });

  it('PUBLIC_URL must be https, or http on a loopback address only', () => {
    expect(publicUrlProblem('https://cunzheng.example.com')).toBeNull();
    expect(publicUrlProblem('http://127.0.0.1:3000')).toBeNull();
    expect(publicUrlProblem('http://localhost:3000')).toBeNull();
    expect(publicUrlProblem('http://cunzheng.example.com')).toMatch(/https/);
    expect(publicUrlProblem('http://127.0.0.1.example.com')).toMatch(/https/);
    expect(publicUrlProblem('ftp://x')).toMatch(/https/);
  });
});
