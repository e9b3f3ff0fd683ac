import { Alert } from 'antd';
import { useParams } from 'react-router';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { toId } from '@evidence/shared/validators';
import { SealDetailView } from '@/features/esign-seals/components/seal-detail-view';
import { EsignSealFrame } from './esign-seal-frame';

/** /electric-sign/seal/detail/:id — 印章详情: the image large and its facts. */
export function Component() {
  const id = toId(useParams().id);
  return (
    <EsignSealFrame backTo="/electric-sign/seal">
      {id === null ? <Alert type="error" showIcon message={ESIGN_MSG.sealNotFound} /> : <SealDetailView id={id} />}
    </EsignSealFrame>
  );
}
