import { Typography } from 'antd';
import { BackBar } from '@/components/back-bar';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { SafekeepingView } from '@/features/public-lookup/components/safekeeping-view';

/** /queryAuthentication/certificate — 存证证书查询: the certificate of a record found by its number. */
export function Component() {
  const captcha = useCaptcha('lookup');
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <Typography.Paragraph>
          存证证书（PDF）由本平台根据存证记录出具，载明保全号、文件哈希、保全时间和账本证明。输入保全号和图形验证码即可查看该记录的公开信息并下载证书。
        </Typography.Paragraph>
        <SafekeepingView captcha={captcha} lang="zh" verifyHref="/queryAuthentication/electronicData" extractHref={(no) => `/attestation/${no}`} />
      </section>
    </div>
  );
}
