import { Alert, Button, Space } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { useNavigate, useParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { TemplateDetailView } from '@/features/esign-templates/components/template-detail-view';
import { TEMPLATE_LIST_PATH, templatePath } from '@/features/esign-templates/lib/paths';
import '@/features/esign-templates/components/esign-templates.css';
import { accountCan } from '@/lib/access';

/** /electric-sign/module/detail/{id} — 模板详情: facts and a read-only preview with the fields drawn. */
export function Component() {
  const { id: raw = '' } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        <Space className="ep-list-head">
          <Button onClick={() => void navigate(TEMPLATE_LIST_PATH)}>返回列表</Button>
          {id > 0 && accountCan(info, 'esign.templates.manage') && (
            <Button type="primary" onClick={() => void navigate(templatePath('edit', id))}>
              编辑
            </Button>
          )}
        </Space>
        {id > 0 ? <TemplateDetailView id={id} /> : <Alert type="error" showIcon title={ESIGN_MSG.templateNotFound} />}
      </section>
    </div>
  );
}
