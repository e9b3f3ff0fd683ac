import type { Db } from '../../../db/connect';
import type { BlobStore } from '../../../providers/blob/blob-store';

/** What the template services use (a slice of the app context, so tests and seeds can build it). */
export interface TemplateDeps {
  db: Db;
  blobs: BlobStore;
}

/** Who acts: the owner whose templates change, the user who does it (audit), and from where. */
export interface TemplateActor {
  ownerId: number;
  actorId: number;
  ip: string | null;
}

/** An uploaded file as the route read it (≤ ESIGN.maxPdfBytes + 1 bytes). */
export interface UploadedPdf {
  bytes: Buffer;
  fileName: string | undefined;
}
