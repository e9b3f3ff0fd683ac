import type { Agent } from 'node:http';

/** An account's API key pair (访问管理 → API 密钥) and the region the calls name. */
export interface TencentCloudCredentials {
  secretId: string;
  secretKey: string;
  region: string;
}

/**
 * How the SDK reaches Tencent Cloud, for tests only (never from a setting): an agent that resolves
 * `faceid.tencentcloudapi.com` to a loopback stand-in, and plain HTTP to it. The SDK derives the
 * TC3 service it signs for from the endpoint's first label, so the host name stays the real one.
 */
export interface TencentTransport {
  agent: Agent;
  protocol: 'http://' | 'https://';
}

/** The part of tencentcloud-sdk-nodejs-common's CommonClient the adapters use. */
export interface TencentCaller {
  request(action: string, req: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * A client for one service (`faceid.tencentcloudapi.com`, `ocr.tencentcloudapi.com`, with a port only
 * in tests) and API version, loaded on first use so a server on local providers never loads the SDK:
 * the OCR package's own v20181119 client for `ocr`, tencentcloud-sdk-nodejs-common's CommonClient for
 * FaceID (which has no package). Both are the same AbstractClient (TC3 signing, the JSON envelope).
 * Without a transport the SDK's own HTTPS (and any `http_proxy` of the environment) is used.
 */
export function tencentCaller(endpoint: string, version: string, credentials: TencentCloudCredentials, timeoutMs: number, transport?: TencentTransport): TencentCaller {
  let client: Promise<TencentCaller> | undefined;
  const load = async (): Promise<TencentCaller> => {
    const config = {
      credential: { secretId: credentials.secretId, secretKey: credentials.secretKey },
      region: credentials.region,
      profile: {
        // Chinese error messages: a provider's reason may reach the user (a failed check's ErrMsg)
        language: 'zh-CN' as const,
        httpProfile: {
          endpoint,
          protocol: transport?.protocol ?? 'https://',
          reqMethod: 'POST' as const,
          // the SDK counts in seconds
          reqTimeout: timeoutMs / 1000,
          ...(transport ? { agent: transport.agent } : {}),
        },
      },
    };
    if (endpoint.startsWith('ocr.') && version === '2018-11-19') {
      const { ocr } = await import('tencentcloud-sdk-nodejs-ocr');
      return new ocr.v20181119.Client(config) as unknown as TencentCaller;
    }
    const { CommonClient } = await import('tencentcloud-sdk-nodejs-common');
    return new CommonClient(endpoint, version, config) as unknown as TencentCaller;
  };
  return {
    async request(action, req) {
      client ??= load();
      return (await client).request(action, req);
    },
  };
}

/** Why a call failed, as the adapters tell the user and the log (never with the request's data). */
export interface TencentFailure {
  kind: 'auth' | 'timeout' | 'network' | 'refused';
  /** Tencent's error code (AuthFailure.SignatureFailure, InvalidParameterValue.BizTokenExpired …) or a transport word */
  code: string;
  message: string;
  requestId: string;
}

/**
 * The SDK throws TencentCloudSDKHttpException: with `code` when the API answered an error, without
 * one (only node-fetch's message) when the request never got an answer.
 */
export function tencentFailure(err: unknown): TencentFailure {
  const e = (err ?? {}) as { code?: unknown; message?: unknown; requestId?: unknown; httpCode?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  const requestId = typeof e.requestId === 'string' ? e.requestId : '';
  if (typeof e.code === 'string' && e.code) {
    return { kind: e.code.startsWith('AuthFailure') ? 'auth' : 'refused', code: e.code, message, requestId };
  }
  if (/timeout|timed out|aborted/i.test(message)) return { kind: 'timeout', code: 'timeout', message, requestId };
  if (typeof e.httpCode === 'number') return { kind: 'network', code: `http-${e.httpCode}`, message, requestId };
  return { kind: 'network', code: 'network', message, requestId };
}
