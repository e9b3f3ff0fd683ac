import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** Everything a merchant gets from 商户平台, made up for one test run. */
export interface StandInKeys {
  mchid: string;
  appid: string;
  /** the merchant API certificate's serial (the stand-in knows only this one) */
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  /** WeChat Pay's own signing key (微信支付公钥 mode) and its id */
  publicKeyId: string;
  wechatPrivateKey: KeyObject;
  apiV3Key: Buffer;
  /** the files as the merchant keeps them: apiclient_key.pem, pub_key.pem, the APIv3 key */
  files: { privateKey: string; publicKey: string; apiV3Key: string; platformCert: string; dir: string };
  /** platform certificate mode: the certificate of the same WeChat Pay key, and its serial (upper-case hex) */
  platformCertSerial: string;
}

/** A 平台证书 for WeChat Pay's key, self-signed (the real one is issued by Tenpay's CA). */
function platformCertificate(publicKey: KeyObject, privateKey: KeyObject, serialHex: string): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = serialHex;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ shortName: 'CN', value: 'Tenpay.com Root CA (test stand-in)' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export function makeStandInKeys(): StandInKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const wechat = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // 32 printable characters, as the merchant sets it in 商户平台
  const apiV3Key = Buffer.from(randomBytes(24).toString('base64').replace(/[+/]/g, 'x').slice(0, 32), 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-standin-'));
  const files = { privateKey: path.join(dir, 'apiclient_key.pem'), publicKey: path.join(dir, 'pub_key.pem'), apiV3Key: path.join(dir, 'apiv3.key'), platformCert: path.join(dir, 'wechatpay_platform.pem'), dir };
  // a positive serial with no leading zero byte, as WeChat Pay's are
  const platformCertSerial = `5${randomBytes(19).toString('hex').toUpperCase()}`;
  fs.writeFileSync(files.platformCert, platformCertificate(wechat.publicKey, wechat.privateKey, platformCertSerial));
  fs.writeFileSync(files.privateKey, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.writeFileSync(files.publicKey, wechat.publicKey.export({ type: 'spki', format: 'pem' }));
  fs.writeFileSync(files.apiV3Key, `${apiV3Key.toString('utf8')}\n`, { mode: 0o600 });
  return {
    mchid: `19${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    appid: `wx${randomBytes(8).toString('hex')}`,
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPublicKey: merchant.publicKey,
    publicKeyId: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`,
    wechatPrivateKey: wechat.privateKey,
    apiV3Key,
    files,
    platformCertSerial,
  };
}
