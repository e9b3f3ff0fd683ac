import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { CaptchaState } from '@/components/captcha-input';
import { NotarialFileCheck } from './notarial-file-check';
import { NotarialLookup } from './notarial-lookup';

/**
 * 公证书查询: look a certificate up by its number, or check an uploaded certificate PDF. `?by=file`
 * names the second tab, so a link (or a reload) opens it.
 */
export function NotarialCheck({ captcha }: { captcha: CaptchaState }) {
  const [params, setParams] = useSearchParams();
  const by = params.get('by') === 'file' ? 'file' : 'number';
  return (
    <Tabs
      type="card"
      size="small"
      activeKey={by}
      onChange={(key) => setParams(key === 'file' ? { by: 'file' } : {}, { replace: true })}
      items={[
        { key: 'number', label: '按编号查询', children: <NotarialLookup captcha={captcha} /> },
        { key: 'file', label: '上传文件核验', children: <NotarialFileCheck /> },
      ]}
    />
  );
}
