import { BackBar } from '@/components/back-bar';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { NotarialCheck } from '@/features/public-lookup/components/notarial-check';
import { QueryTabs } from '@/features/public-lookup/components/query-tabs';

/** /queryAuthentication/notarial — 公证书查询: by certificate number (with the captcha), or by uploading the PDF. */
export function Component() {
  const captcha = useCaptcha('lookup');
  return (
    <div className="ep-page">
      <BackBar />
      <QueryTabs active="notarial">
        <p>查询本平台出具的电子公证书：输入公证书编号和图形验证码查看其公开信息，或上传公证书PDF文件核验其电子签名和是否为原件。</p>
        <NotarialCheck captcha={captcha} />
      </QueryTabs>
    </div>
  );
}
