/**
 * The ALIPAY_* settings, shared by the payment adapter and Alipay identity verification (the face
 * provider): one application, one key pair, one gateway. Keys are resolved when the configuration is
 * loaded, so a wrong file stops the start instead of the first payment.
 */
export interface AlipaySettings {
  appId: string;
  /** the application private key, PKCS#8 PEM (whatever form it was given in) */
  privateKeyPem: string;
  /** Alipay's public key (公钥模式), SPKI PEM: verifies every gateway answer and notice */
  alipayPublicKeyPem: string;
  /** the v2 gateway, e.g. https://openapi.alipay.com/gateway.do */
  gateway: string;
  timeoutMs: number;
}

/** The ALIPAY_* variables as the environment gives them. */
export interface AlipayEnv {
  ALIPAY_APP_ID?: string | undefined;
  ALIPAY_PRIVATE_KEY?: string | undefined;
  ALIPAY_PRIVATE_KEY_FILE?: string | undefined;
  ALIPAY_PUBLIC_KEY?: string | undefined;
  ALIPAY_PUBLIC_KEY_FILE?: string | undefined;
  ALIPAY_GATEWAY?: string | undefined;
  ALIPAY_TIMEOUT_MS?: string | number | undefined;
}

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const ALIPAY_SANDBOX_GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
export const ALIPAY_DEFAULT_TIMEOUT_MS = 10_000;

