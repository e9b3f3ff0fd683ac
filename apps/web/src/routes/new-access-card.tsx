import { BackBar } from '@/components/back-bar';
import { EvidenceUploadPanel } from '@/features/evidence-upload/components/evidence-upload-panel';

/** /newAccessCard — 新增数据存证 (000 §2; issue 4 §1): preserve files by resumable upload. */
export function Component() {
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EvidenceUploadPanel />
      </section>
    </div>
  );
}
