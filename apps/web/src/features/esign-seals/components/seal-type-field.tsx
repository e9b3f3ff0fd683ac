import { Radio } from 'antd';
import { ESIGN_SEAL_TYPE_NAMES, EsignSealType } from '@evidence/shared/constants';

interface Props {
  value?: EsignSealType;
  onChange?: (v: EsignSealType) => void;
  disabled?: boolean;
}

/** 合同专用章 / 公章, as one radio row (a form field). */
export function SealTypeField({ value, onChange, disabled }: Props) {
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value as EsignSealType)}
      options={[EsignSealType.contract, EsignSealType.official].map((t) => ({ value: t, label: ESIGN_SEAL_TYPE_NAMES[t] }))}
    />
  );
}
