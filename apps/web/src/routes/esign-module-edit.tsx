import { Alert, Spin } from 'antd';
import { ESIGN_MSG, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { useNavigate, useParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useTemplateDetail } from '@/features/esign-templates/api/contract-temp-detail';
import { useTemplateFile } from '@/features/esign-templates/api/contract-temp-file';
import { TemplateWizard } from '@/features/esign-templates/components/template-wizard';
import { templatePath } from '@/features/esign-templates/lib/paths';
import '@/features/esign-templates/components/esign-templates.css';
import { accountCan } from '@/lib/access';
import { errorText } from '@/lib/api-client';

/** /electric-sign/module/edit/{id} — 编辑模板: the same two steps, loaded with the template and its PDF. */
export function Component() {
  const { id: raw = '' } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const detail = useTemplateDetail(id);
  const file = useTemplateFile(id);
  const refused = info !== undefined && !accountCan(info, 'esign.templates.manage');

  let body;
  if (refused) body = <Alert type="warning" showIcon title={ESIGN_TEMPLATE_MSG.manageRefused} />;
  else if (id === 0) body = <Alert type="error" showIcon title={ESIGN_MSG.templateNotFound} />;
  else if (detail.isError || file.isError) body = <Alert type="error" showIcon title={errorText(detail.error ?? file.error)} />;
  else if (!detail.data || !file.data) body = <Spin className="ep-template-wait" />;
  else {
    const t = detail.data;
    body = (
      <TemplateWizard
        key={t.id}
        existing={{ id: t.id, fileName: t.fileName, bytes: file.data }}
        initial={{ name: t.name, category: t.category, roles: t.roles, fields: t.fields, file: null }}
        onSaved={(saved) => void navigate(templatePath('detail', saved), { replace: true })}
        onCancel={() => void navigate(-1)}
      />
    );
  }
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        {body}
      </section>
    </div>
  );
}
