import type { DoctorCheck, DoctorRow } from './doctor-row';

/**
 * Which providers are chosen. A live server pays, texts, checks faces and reads ID cards through real
 * services (docs/providers.md); `local` is a test stand-in, `off` turns a service off.
 */
export const providerRows: DoctorCheck = (env) => {
  const rows: DoctorRow[] = [];
  const payment = (env.PAYMENT_PROVIDER ?? 'local').split(',').map((s) => s.trim()).filter(Boolean);
  rows.push(
    payment.includes('local') || payment.length === 0
      ? { setting: 'PAYMENT_PROVIDER', state: env.PAYMENT_PROVIDER ? 'wrong' : 'missing', fix: 'local is the test cashier (no money moves): set wechat,alipay (or one of them) and their settings below' }
      : { setting: 'PAYMENT_PROVIDER', state: 'ok', fix: payment.join(',') },
  );
  for (const [name, real, what] of [
    ['SMS_PROVIDER', ['tencent', 'aliyun'], 'local keeps texts in an outbox and sends nothing: set tencent or aliyun'],
    ['FACE_PROVIDER', ['tencent', 'alipay'], 'local is a test page where the tester chooses the result: set tencent or alipay (or off: no face checks)'],
    ['OCR_PROVIDER', ['tencent'], 'local reads ID cards on this machine (tesseract.js): set tencent for the cloud reading (or off: typed by hand)'],
  ] as const) {
    const v = env[name] ?? 'local';
    const accepted: readonly string[] = name === 'SMS_PROVIDER' ? real : [...real, 'off'];
    rows.push(accepted.includes(v) ? { setting: name, state: 'ok', fix: v } : { setting: name, state: env[name] ? 'wrong' : 'missing', fix: what });
  }
  return rows;
};
