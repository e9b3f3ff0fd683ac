import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, DialectName } from './db/connect';
import type { Ledger } from './ledger/open-ledger';
import type { FaceProvider } from './providers/face/face-provider';
import type { BlobStore } from './providers/blob/blob-store';
import type { OcrProvider } from './providers/ocr/ocr-provider';
import type { SmsProvider } from './providers/sms/sms-provider';

/** What route handlers need besides the request: built once in app.ts. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  sms: SmsProvider;
  /** reads the front of ID cards (OCR_PROVIDER) */
  ocr: OcrProvider;
  /** face verification of individuals (FACE_PROVIDER) */
  face: FaceProvider;
  ledger: Ledger;
  /** evidence originals and uploaded images */
  blobs: BlobStore;
  /** HMAC key of signed download URLs (services/downloads/signed-url.ts) */
  downloadSecret: Buffer;
  /** the server's logger: for what operators must see in the log (a record that differs from its leaf) */
  log: FastifyBaseLogger;
}

/**
 * What the verification services (submit, face check, review) use: also built without a server, by
 * the demo seed (services/demo), which goes through the same services as a user and an operator.
 */
export type VerificationContext = Pick<AppContext, 'db' | 'config' | 'blobs' | 'face' | 'sms'>;

/** The Fastify instance with zod schemas as the type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The success envelope. */
export function ok<T>(data: T, msg = '成功'): { code: 200; msg: string; data: T } {
  return { code: 200, msg, data };
}
