import { Alert, Descriptions, Spin, Tag, Typography } from 'antd';
import { formatBytes } from '@evidence/shared/format';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/api-client';
import { useTemplateDetail } from '../api/contract-temp-detail';
import { useTemplateFile } from '../api/contract-temp-file';
import { kindInfo, roleColour } from '../lib/field-kinds';
import { FieldEditor } from './field-editor';

/** 模板详情: the facts (file, hashes, roles, fields per role, flows made from it) and the pages with the fields drawn, read-only. */
export function TemplateDetailView({ id }: { id: number }) {
  const detail = useTemplateDetail(id);
  const file = useTemplateFile(id);
  if (detail.isError) return <Alert type="error" showIcon title={errorText(detail.error)} />;
  if (!detail.data) return <Spin className="ep-template-wait" />;
  const t = detail.data;
  return (
    <div className="ep-template-detail">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="ep-template-facts">
        <Descriptions.Item label="模板名称">{t.name}</Descriptions.Item>
        <Descriptions.Item label="分类">{t.categoryName}</Descriptions.Item>
        <Descriptions.Item label="签署方">
          {t.roles.map((r) => (
            <Tag key={r} color={roleColour(t.roles, r)}>
              {r}：{t.fields.filter((f) => f.role === r).map((f) => kindInfo(f.kind).label).join('、') || '无'}
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="合同文件">
          {t.fileName}（{t.pageCount} 页，{formatBytes(t.size)}）
        </Descriptions.Item>
        <Descriptions.Item label="SHA-256">
          <Typography.Text code copyable className="ep-hash">{t.sha256}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="SM3">
          <Typography.Text code copyable className="ep-hash">{t.sm3}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(t.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{formatDateTime(t.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label="已发起签署">{t.flowCount > 0 ? `${t.flowCount} 份（各自保留发起时的文件和签署位置）` : '暂无'}</Descriptions.Item>
      </Descriptions>
      {file.isError && <Alert type="error" showIcon title={errorText(file.error)} />}
      {file.data ? <FieldEditor source={file.data} roles={t.roles} fields={t.fields} readOnly maxPageWidth={820} /> : !file.isError && <Spin className="ep-template-wait" />}
    </div>
  );
}
