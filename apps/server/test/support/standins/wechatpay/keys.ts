import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

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
  files: { privateKey: string; publicKey: string; apiV3Key: string; dir: string };
}

export function makeStandInKeys(): StandInKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const wechat = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // 32 printable characters, as the merchant sets it in 商户平台
  const apiV3Key = Buffer.from(randomBytes(24).toString('base64').replace(/[+/]/g, 'x').slice(0, 32), 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-standin-'));
  const files = { privateKey: path.join(dir, 'apiclient_key.pem'), publicKey: path.join(dir, 'pub_key.pem'), apiV3Key: path.join(dir, 'apiv3.key'), dir };
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
  };
}
