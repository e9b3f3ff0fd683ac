import { Radio } from 'antd';
import type { TemplateChoice } from '../../api/contract-temp-list';
import { TemplatePicker } from './template-picker';
import { UploadPicker } from './upload-picker';

interface Props {
  source: 'template' | 'upload';
  templateId?: number;
  file?: File | null;
  /** an upload draft being edited: its file is stored already */
  storedFileName?: string;
  onSource: (s: 'template' | 'upload') => void;
  onPickTemplate: (t: TemplateChoice) => void;
  onPickFile: (f: File) => void;
}

/** Step 1, 选择合同: a template of the account (its roles and fields come with it), or an uploaded PDF. */
export function SourceStep({ source, templateId, file, storedFileName, onSource, onPickTemplate, onPickFile }: Props) {
  return (
    <div className="ep-esign-step">
      <Radio.Group value={source} className="ep-esign-source" onChange={(e) => onSource(e.target.value as 'template' | 'upload')}>
        <Radio value="template">使用模板</Radio>
        <Radio value="upload">上传合同 PDF</Radio>
      </Radio.Group>
      {source === 'template' ? <TemplatePicker templateId={templateId} onPick={onPickTemplate} /> : <UploadPicker file={file} storedFileName={storedFileName} onPick={onPickFile} />}
    </div>
  );
}
