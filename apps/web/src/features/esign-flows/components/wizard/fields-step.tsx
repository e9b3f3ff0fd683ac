import type { ReactNode } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import type { TTemplateField } from '@evidence/shared/contracts';

/** What the route gives the wizard to place fields: the templates part's field editor, composed there. */
export interface FieldEditorSlotProps {
  source: ArrayBuffer;
  roles: string[];
  fields: TTemplateField[];
  onChange: (fields: TTemplateField[]) => void;
  onPagesLoaded: (pages: { widthPt: number; heightPt: number }[]) => void;
}
export type FieldEditorSlot = (p: FieldEditorSlotProps) => ReactNode;

interface Props {
  editor: FieldEditorSlot;
  bytes: ArrayBuffer | null;
  bytesError: string | null;
  roles: string[];
  fields: TTemplateField[];
  onChange: (fields: TTemplateField[]) => void;
  onPageCount: (n: number) => void;
}

/**
 * Step 3 of an upload, 放置签署位置: each signer's places on the PDF (a signature for a person, a seal for a
 * company; dates, text and names as needed), in the field editor. The wizard checks them before going on.
 */
export function FieldsStep({ editor, bytes, bytesError, roles, fields, onChange, onPageCount }: Props) {
  return (
    <div className="ep-esign-step">
      <Typography.Paragraph type="secondary">选择签署方，再点击或拖动左侧的控件放到合同页面上：个人签署方需放置“个人签名”，企业签署方需放置“企业印章”。</Typography.Paragraph>
      {bytesError && <Alert type="error" showIcon title={bytesError} />}
      {!bytes && !bytesError && <Skeleton active />}
      {bytes && editor({ source: bytes, roles, fields, onChange, onPagesLoaded: (pages) => onPageCount(pages.length) })}
    </div>
  );
}
