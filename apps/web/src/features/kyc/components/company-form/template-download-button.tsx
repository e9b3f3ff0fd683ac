import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useDownloadTemplateMutation } from '../../api/download-template';

/** 下载授权委托书模板: /api/user/download answers a signed link to the PDF, opened as a download. */
export function TemplateDownloadButton() {
  const download = useDownloadTemplateMutation();
  return (
    <Button type="link" icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(undefined)} style={{ paddingInline: 0 }}>
      下载授权委托书模板
    </Button>
  );
}
