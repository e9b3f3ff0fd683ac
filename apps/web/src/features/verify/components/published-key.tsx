import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { groupFingerprint, verifierKeyFingerprint } from '@evidence/ledger';
import { fetchPublishedKey } from '../api/get-public-key';

/**
 * The ledger key this platform publishes, in full, so a reader can compare it character by character with
 * the key printed in a certificate's 技术附录 (issue 24 item 2). The check itself compares automatically.
 */
export function PublishedKey() {
  const key = useQuery({ queryKey: ['ledger', 'publicKey'], queryFn: fetchPublishedKey, staleTime: Infinity, retry: false });
  if (key.isPending) return null;
  return (
    <div className="ep-verify__key" data-testid="published-key">
      <Typography.Text type="secondary">本平台公布的账本签名公钥（可与证书技术附录所列公钥逐字比对）：</Typography.Text>
      {key.data ? (
        <>
          <Typography.Text code copyable className="ep-mono" style={{ wordBreak: 'break-all' }}>
            {key.data.key}
          </Typography.Text>
          <Typography.Text type="secondary">公钥指纹（SHA-256）：</Typography.Text>
          <Typography.Text className="ep-mono" data-testid="published-fingerprint">{groupFingerprint(verifierKeyFingerprint(key.data.key))}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="warning">暂时无法读取，请稍后刷新页面。</Typography.Text>
      )}
    </div>
  );
}
