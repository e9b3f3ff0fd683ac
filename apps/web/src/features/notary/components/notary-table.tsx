import { Button, Grid, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { NOTARY } from '@evidence/shared/constants';
import type { TNotaryListRow } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { orderActions } from '../lib/order-actions';
import { paidText, stageText } from '@/lib/notary-money';
import { NotaryStatusTag, PayTag, RefundNote } from './order-cells';

interface Props {
  rows: TNotaryListRow[];
  count: number;
  page: number;
  loading: boolean;
  /** whether a page exists at this path (the step pages come with the signing screens) */
  isBuilt: (path: string) => boolean;
  detailHref: (row: TNotaryListRow) => string;
  onStop: (row: TNotaryListRow) => void;
  onPage: (page: number) => void;
}

function Actions({ row, isBuilt, detailHref, onStop, stacked }: Omit<Props, 'rows' | 'count' | 'page' | 'loading' | 'onPage'> & { row: TNotaryListRow; stacked: boolean }) {
  const a = orderActions(row);
  // what the applicant must do now, as the server computed it from the order's state (decision 856)
  const ask = row.applicantAction;
  if (!ask && !a.canStop && !a.detail) return <span aria-label="无可用操作">-</span>;
  const next = a.continueTo;
  return (
    <span className={stacked ? 'ep-list-actions ep-list-actions--stacked' : 'ep-list-actions'}>
      {ask && isBuilt(ask.path) ? (
        <Link to={ask.path} aria-label={`${ask.button}（${row.orderNo}）`}>
          <Button type="primary" size="small">
            {ask.button}
          </Button>
        </Link>
      ) : (
        a.canStop &&
        (next && isBuilt(next) ? (
          <Link to={next}>继续</Link>
        ) : (
          <Tooltip title={next ? '办理页面即将开放' : '该步骤由公证处办理'}>
            <span className="ep-list-disabled">继续</span>
          </Tooltip>
        ))
      )}
      {a.canStop && (
        <Button type="link" danger size="small" onClick={() => onStop(row)}>
          终止订单
        </Button>
      )}
      {a.detail && <Link to={detailHref(row)}>详情</Link>}
    </span>
  );
}

/** 办理进度, and under it what the applicant must do (待您签署 …) when the order waits for them. */
function StageCell({ row }: { row: TNotaryListRow }) {
  return (
    <span className="ep-notary-stage">
      <span>{stageText(row)}</span>
      {row.applicantAction && (
        <Tag color="orange" className="ep-notary-ask">
          {row.applicantAction.label}
        </Tag>
      )}
    </span>
  );
}

/** A order on a phone: number, time, type and count, progress and payment, stacked. */
function OrderCell({ row }: { row: TNotaryListRow }) {
  return (
    <div className="ep-list-record">
      <span className="ep-mono">{row.orderNo}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.addTime)}</span>
      <span className="ep-list-record__meta">
        {row.typeName} · {row.number} 条 · {formatPoints(row.money)} 积分
      </span>
      <span className="ep-list-record__meta">
        <StageCell row={row} />
      </span>
      <RefundNote facts={row} />
      <span>
        <PayTag facts={row} />
        <NotaryStatusTag notarial={row.notarial} name={row.notarialName} endReason={row.endReason} />
      </span>
    </div>
  );
}

/**
 * 我的公证 (001 §3 "Notary list row", §4): orderNo, addTime, number, type, step or office stage, money,
 * pay and status, 10 a page; the actions of orderActions. On a phone one cell per order and the actions.
 */
export function NotaryTable({ rows, count, page, loading, isBuilt, detailHref, onStop, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  const actions = { isBuilt, detailHref, onStop };
  const wideColumns: TableColumnsType<TNotaryListRow> = [
    { title: '订单号', dataIndex: 'orderNo', width: 220, render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '申请时间', dataIndex: 'addTime', width: 165, render: (ms: number) => formatDateTime(ms) },
    { title: '存证数量', dataIndex: 'number', width: 90, align: 'right' },
    { title: '公证类型', dataIndex: 'typeName', width: 110 },
    { title: '办理进度', key: 'stage', width: 130, render: (_: unknown, r) => <StageCell row={r} /> },
    { title: '费用（积分）', dataIndex: 'money', width: 110, align: 'right', render: (v: number) => formatPoints(v) },
    {
      title: '支付状态',
      dataIndex: 'pay',
      width: 110,
      render: (_: number, r) => (
        <span className="ep-notary-money">
          <PayTag facts={r} />
          {r.payState === 'paid' && <span className="ep-list-record__meta">实付 {paidText(r, r.money)}</span>}
          <RefundNote facts={r} />
        </span>
      ),
    },
    { title: '公证状态', dataIndex: 'notarial', width: 130, render: (_: number, r) => <NotaryStatusTag notarial={r.notarial} name={r.notarialName} endReason={r.endReason} /> },
    { title: '操作', key: 'actions', width: 150, fixed: 'right', render: (_: unknown, r) => <Actions row={r} {...actions} stacked={false} /> },
  ];
  const phoneColumns: TableColumnsType<TNotaryListRow> = [
    { title: '订单', key: 'order', render: (_: unknown, r) => <OrderCell row={r} /> },
    // wide enough for the longest action button (去确认签署) at 375 px
    { title: '操作', key: 'actions', width: 104, render: (_: unknown, r) => <Actions row={r} {...actions} stacked /> },
  ];
  return (
    <Table<TNotaryListRow>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : wideColumns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: NOTARY.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
