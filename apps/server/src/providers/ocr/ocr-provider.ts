import type { IdCardFields } from './id-card-text';

export type { IdCardFields } from './id-card-text';

/**
 * A reading of the front of a resident ID card: the three fields, or a Chinese reason meant for
 * the user (the form clears the fields and shows it). `detail` says why, for tests and logs; it
 * never holds any text read from the card.
 */
export type IdCardReading =
  | { ok: true; fields: IdCardFields }
  | { ok: false; reason: string; detail: 'off' | 'busy' | 'type' | 'unreadable' | 'size' | 'timeout' | 'engine' | 'name' | 'idNumber' | 'address' | 'warning' | 'auth' };

/**
 * Reads ID cards: `tencent` is Tencent Cloud IDCardOCR (a `warning` reading: a copy, a reshoot, PS,
 * a temporary card; `auth`: our credentials refused), `local` runs tesseract.js here.
 */
export interface OcrProvider {
  readonly name: 'local' | 'off' | 'tencent';
  /** true for the local engine, shown on every page (its accuracy is not a cloud service's) */
  readonly isLocal: boolean;
  readIdCardFront(image: Buffer): Promise<IdCardReading>;
  /** Stops the engine (its worker thread); readings asked for afterwards fail. */
  close(): Promise<void>;
}
