import { useState } from 'react';
import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/feedback';
import { GenerateSealForm } from './generate-seal-form';
import { UploadSealForm } from './upload-seal-form';
import './esign-seals.css';

type Mode = 'generate' | 'upload';

/** 新建印章: 生成印章 (from the verified company name) or 上传印章 (a transparent PNG); then the seal's details. */
export function SealCreatePanel() {
  const [mode, setMode] = useState<Mode>('generate');
  const navigate = useNavigate();
  const onCreated = (id: number, msg: string) => {
    toast.success(msg);
    void navigate(`/electric-sign/seal/detail/${id}`);
  };
  return (
    <>
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'generate', label: '生成印章' },
          { value: 'upload', label: '上传印章' },
        ]}
        style={{ marginBottom: 24 }}
      />
      {mode === 'generate' ? <GenerateSealForm onCreated={onCreated} /> : <UploadSealForm onCreated={onCreated} />}
    </>
  );
}
