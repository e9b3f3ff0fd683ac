import { Button, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { TNotaryApplicableItem } from '@evidence/shared/contracts';

/** /notary/selectList with this record picked (the fee quote and the confirmation follow there). */
export const applyFromRecordPath = (id: number) => `/notary/selectList?record=${id}`;

/**
 * 申请公证 for one record (decision 858): a link to the application with the record picked when the server
 * says it can be applied for; otherwise the word greyed with the server's reason (实名认证, 已在办理中 …), so
 * the applicant learns why before any click. Nothing while the answer is not in.
 */
export function ApplyFromRecord({ item, button = false }: { item: TNotaryApplicableItem | undefined; button?: boolean }) {
  if (!item) return null;
  if (item.selectable)
    return button ? (
      <Link to={applyFromRecordPath(item.id)}>
        <Button>申请公证</Button>
      </Link>
    ) : (
      <Link to={applyFromRecordPath(item.id)}>申请公证</Link>
    );
  return (
    <Tooltip title={item.reason}>
      {button ? (
        <Button disabled aria-label={`不能申请公证：${item.reason ?? ''}`}>
          申请公证
        </Button>
      ) : (
        <span className="ep-list-disabled" tabIndex={0} aria-label={`不能申请公证：${item.reason ?? ''}`}>
          申请公证
        </span>
      )}
    </Tooltip>
  );
}
