import { Alert } from 'antd';
import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { useNavigate } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { TemplateWizard } from '@/features/esign-templates/components/template-wizard';
import { TEMPLATE_LIST_PATH, templatePath } from '@/features/esign-templates/lib/paths';
import '@/features/esign-templates/components/esign-templates.css';
import { accountCan } from '@/lib/access';

/** /electric-sign/module/create — 新建模板: upload the PDF, name, category, roles; then place the fields. */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const refused = info !== undefined && !accountCan(info, 'esign.templates.manage');
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        {refused ? (
          <Alert type="warning" showIcon title={ESIGN_TEMPLATE_MSG.manageRefused} />
        ) : (
          <TemplateWizard
            initial={{ name: '', category: '', roles: ['甲方', '乙方'], fields: [], file: null }}
            onSaved={(id) => void navigate(templatePath('detail', id), { replace: true })}
            onCancel={() => void navigate(TEMPLATE_LIST_PATH)}
          />
        )}
      </section>
    </div>
  );
}
