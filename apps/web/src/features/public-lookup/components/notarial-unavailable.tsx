import { Result } from 'antd';

/**
 * /queryAuthentication/notarial: the platform issues no electronic notarial certificates yet (online
 * notarization comes with a later issue), so there is nothing to look up. Said plainly; no form that
 * would pretend to search.
 */
export function NotarialUnavailable() {
  return (
    <Result
      status="info"
      title="公证书查询暂未开放"
      subTitle="本平台目前尚未出具电子公证书，因此暂无可查询的公证书。在线公证功能开放后，可在此按公证书编号查询真伪。存证记录请使用「保全单查询」，文件核验请使用「电子数据核验」。"
    />
  );
}
