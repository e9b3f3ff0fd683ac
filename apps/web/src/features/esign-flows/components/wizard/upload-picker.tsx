import { useState } from 'react';
import { Alert, Button, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { pdfProblem } from '@/components/pdf-view';

interface Props {
  file?: File | null;
  storedFileName?: string;
  onPick: (f: File) => void;
}

/**
 * Choosing the contract PDF: the browser's first look (≤ 20 MB, a PDF header) before the field editor reads
 * it; the server judges it again by content when it is saved (encrypted, rotated or broken files refused).
 */
export function UploadPicker({ file, storedFileName, onPick }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="ep-esign-upload">
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        showUploadList={false}
        beforeUpload={async (f) => {
          setProblem(null);
          const problem = await pdfProblem(f);
          if (problem) setProblem(problem);
          else onPick(f);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />}>{file || storedFileName ? '重新选择文件' : '选择合同文件'}</Button>
      </Upload>
      <Typography.Paragraph type="secondary" className="ep-esign-note">
        PDF 格式，不超过 20MB、200 页，不能加密或含旋转页面。下一步填写签署方后，在合同页面上为每位签署方放置签署位置。
      </Typography.Paragraph>
      {(file || storedFileName) && <Typography.Text strong>已选择：{file?.name ?? storedFileName}</Typography.Text>}
      {problem && <Alert type="error" showIcon title={problem} className="ep-esign-failure" />}
    </div>
  );
}
