import fs from 'node:fs';
import path from 'node:path';
import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** WECHATPAY_* as config.ts reads them (`config.payment.wechat`, docs/providers.md "WeChat Pay"). */
export interface WechatPaySettings {
  /** 商户号, digits */
  mchid: string;
  /** the AppID bound to the merchant (公众号 / 小程序 / 移动应用): Native pay names one */
  appid: string;
  /** the serial number of the merchant's API certificate (商户API证书序列号): names our signing key */
  serial: string;
  /** apiclient_key.pem, the merchant's private key */
  privateKeyFile: string;
  /** the APIv3 key (32 bytes) as a value, or the file holding it */
  apiV3Key: string | undefined;
  apiV3KeyFile: string | undefined;
  /** 微信支付公钥 mode (new merchants): the key's id (PUB_KEY_ID_…) and its PEM file */
  publicKeyId: string | undefined;
  publicKeyFile: string | undefined;
  /** platform certificate mode (older merchants): the certificates' PEM files */
  platformCertFiles: readonly string[];
  /** https://api.mch.weixin.qq.com/ (tests: the loopback stand-in) */
  baseUrl: string;
  timeoutMs: number;
}

/** The key material the settings name, read and parsed once when the provider is made. */
export interface WechatKeys {
  privateKey: KeyObject;
  apiV3Key: Buffer;
  /** WeChat Pay's verification keys by the serial its answers and notices name (Wechatpay-Serial) */
  verifiers: Record<string, KeyObject>;
}

/** The APIv3 key's bytes: the value, else the file's content without its trailing newline. */
export function readApiV3Key(value: string | undefined, file: string | undefined): Buffer {
  if (value !== undefined) return Buffer.from(value, 'utf8');
  if (!file) throw new Error('WECHATPAY_APIV3_KEY or WECHATPAY_APIV3_KEY_FILE is required');
  return Buffer.from(fs.readFileSync(path.resolve(file), 'utf8').replace(/\r?\n$/, ''), 'utf8');
}

/** A platform certificate's serial as WeChat Pay names it in Wechatpay-Serial: upper-case hex, no leading zeros. */
export function platformCertSerial(cert: X509Certificate): string {
  return cert.serialNumber.toUpperCase().replace(/^0+(?=.)/, '');
}

/**
 * Reads the files the settings name. Synchronous and at start, so a wrong path stops the server rather
 * than the first payment (config.ts has already checked each with wechatSettingsReport).
 */
export function loadWechatKeys(s: WechatPaySettings): WechatKeys {
  const privateKey = createPrivateKey(fs.readFileSync(path.resolve(s.privateKeyFile)));
  const verifiers: Record<string, KeyObject> = {};
  if (s.publicKeyId && s.publicKeyFile) verifiers[s.publicKeyId] = createPublicKey(fs.readFileSync(path.resolve(s.publicKeyFile)));
  for (const file of s.platformCertFiles) {
    const cert = new X509Certificate(fs.readFileSync(path.resolve(file)));
    verifiers[platformCertSerial(cert)] = cert.publicKey;
  }
  return { privateKey, apiV3Key: readApiV3Key(s.apiV3Key, s.apiV3KeyFile), verifiers };
}
