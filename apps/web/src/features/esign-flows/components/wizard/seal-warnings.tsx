import { Alert } from 'antd';
import { useSignerSeals } from '../../api/signer-seals';
import type { SignerValues } from '../../lib/wizard-values';

/**
 * 确认发起: a warning for each company signer the server finds no usable seal for (decision 826). The server
 * answers one bit per phone + company name typed, the same no whether the phone has no verified company, the
 * name differs or the company has no seal, so the words say what the signer needs, not which of these it is.
 * A warning, not a refusal: the company may still make its seal before it signs.
 */
export function SealWarnings({ signers }: { signers: SignerValues[] }) {
  const asked = signers.filter((s) => s.kind === 'company' && !s.autoSealId).map((s) => ({ phone: s.phone.trim(), companyName: (s.companyName ?? '').trim() }));
  const check = useSignerSeals(asked, asked.length > 0);
  if (asked.length === 0 || !check.data) return null;
  const missing = signers.filter((s) => s.kind === 'company' && !s.autoSealId && check.data.list.some((r) => r.phone === s.phone.trim() && r.companyName === (s.companyName ?? '').trim() && !r.hasSeal));
  if (missing.length === 0) return null;
  return (
    <div className="ep-esign-seal-warnings" data-testid="seal-warnings">
      {missing.map((s) => (
        <Alert
          key={s.role}
          type="warning"
          showIcon
          title={`${s.role}「${s.companyName ?? ''}」暂无可用的电子印章`}
          description={`平台未找到以手机号 ${s.phone} 登录、企业名称为“${s.companyName ?? ''}”且已实名认证并有可用电子印章的企业主账号。该企业需以此手机号登录企业主账号、完成企业实名认证，并在“签章管理 · 企业印章”中生成或上传印章，才能盖章签署。仍可发送，但在此之前该签署方无法完成签署。`}
        />
      ))}
    </div>
  );
}
