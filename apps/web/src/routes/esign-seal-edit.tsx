import { Alert } from 'antd';
import { useParams } from 'react-router';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { toId } from '@evidence/shared/validators';
import { SealEditForm } from '@/features/esign-seals/components/seal-edit-form';
import { EsignSealFrame } from './esign-seal-frame';

/** /electric-sign/seal/edit/:id — 编辑印章 (name, and the kind of an uploaded seal). */
export function Component() {
  const id = toId(useParams().id);
  return (
    <EsignSealFrame backTo="/electric-sign/seal">
      {id === null ? <Alert type="error" showIcon message={ESIGN_MSG.sealNotFound} /> : <SealEditForm key={id} id={id} />}
    </EsignSealFrame>
  );
}
