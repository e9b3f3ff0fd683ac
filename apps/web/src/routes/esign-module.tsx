import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useTemplateList } from '@/features/esign-templates/api/contract-temp-list';
import { TemplateFilters, type TemplateFilterValues } from '@/features/esign-templates/components/template-filters';
import { TemplateTable } from '@/features/esign-templates/components/template-table';
import { TEMPLATE_CREATE_PATH } from '@/features/esign-templates/lib/paths';
import '@/components/list-page.css';
import '@/features/esign-templates/components/esign-templates.css';
import { accountCan } from '@/lib/access';
import { ListError } from '@/components/list-error';

/**
 * /electric-sign/module — 合同模板 (001 §2.1, issue 16 item 1): the account's templates (a company's are
 * shared with its members), filtered by name and category, 10 a page; 新建模板, 编辑, 复制 and 删除 for
 * individuals and company main accounts, 详情 for everyone.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TemplateFilterValues>({});
  const [page, setPage] = useState(1);
  const list = useTemplateList({ ...filters, page });
  const canManage = accountCan(info, 'esign.templates.manage');
  const count = list.isError ? 0 : (list.data?.count ?? 0);

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        <div className="ep-list-head">
          {canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(TEMPLATE_CREATE_PATH)}>
              新建模板
            </Button>
          ) : (
            <span className="ep-list-count">企业成员可查看和使用企业的合同模板，由企业主账号维护。</span>
          )}
          <span className="ep-list-count" aria-live="polite">
            共 <strong>{count}</strong> 个模板
          </span>
        </div>
        <TemplateFilters
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isError && (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        )}
        <TemplateTable rows={list.isError ? [] : (list.data?.list ?? [])} count={count} page={page} loading={list.isFetching} canManage={canManage} onPage={setPage} />
      </section>
    </div>
  );
}
