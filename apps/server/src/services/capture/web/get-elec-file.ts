import type { Readable } from 'node:stream';
import { CAPTURE_WEB_MSG, CaptureStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { Principal } from '../../auth/principal';
import { assertCaptureFile } from '../checked-blob';
import { openElec } from './open-elec';
import type { StoredFile } from './web-capture-end';

/**
 * The report PDF or the screenshot of a preserved capture, for whoever may open its view (the same rule).
 * Both files are also inside the package, whose record the ledger covers; these copies are for reading.
 */
export async function getElecFile(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined; role: 'report' | 'screenshot' }): Promise<{ stream: Readable; file: StoredFile }> {
  const { capture } = await openElec(ctx, p, q);
  if (capture.status !== CaptureStatus.succeeded) throw refuse(CAPTURE_WEB_MSG.notReady);
  const files = capture.files_json ? (JSON.parse(capture.files_json) as StoredFile[]) : [];
  const file = files.find((f) => f.role === q.role);
  if (!file || !(await ctx.blobs.stat(file.blobKey))) throw refuse(CAPTURE_WEB_MSG.fileMissing);
  // what is shown beside the hashes must be what was hashed (a screenshot or report changed on disk is refused)
  await assertCaptureFile(ctx, capture, file);
  return { stream: await ctx.blobs.get(file.blobKey), file };
}
