import { Button, Progress } from 'antd';
import { useNavigate } from 'react-router';
import { useSignedState } from '../api/signed-state';
import { h5Path } from '../lib/h5';

/**
 * Under 签署成功 and 您已签署 (decision 815): what became of the flow, asked with the link that signed. While the
 * platform makes the signed contract it says so (and asks again every 2 s); once made, 查看签署文件 opens endpdf
 * with the same link. Nothing is shown when the state cannot be read: the SMS still brings the result link.
 */
export function SignedFollowUp({ token }: { token: string }) {
  const navigate = useNavigate();
  const state = useSignedState(token);
  const s = state.data?.state;
  if (!s) return null;
  if (s === 'generating')
    return (
      <div className="ep-h5s__note" role="status" data-testid="h5-generating">
        <Progress percent={99} status="active" showInfo={false} />
        全部签署方已完成签署，签署文件正在生成，请稍候……
      </div>
    );
  if (s === 'completed')
    return (
      <div className="ep-h5s__actions">
        <Button type="primary" size="large" block onClick={() => void navigate(h5Path('endpdf', token))} data-testid="h5-open-result">
          查看签署文件
        </Button>
      </div>
    );
  if (s === 'failed') return <p className="ep-h5s__error">签署文件生成失败，平台将尽快处理，请联系平台客服。</p>;
  if (s === 'ended') return <p className="ep-h5s__note">该签署流程已结束（已撤销、已拒签或已过期），未生成签署文件。</p>;
  return null;
}
