import { Descriptions, Grid, Table, Tag } from 'antd';
import { WEB_CAPTURE_DOES_NOT_PROVE } from '@evidence/shared/constants';
import type { TElecView } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { HashTable } from './hash-table';

type Facts = NonNullable<TElecView['facts']>;
type File = TElecView['files'][number];

const ROLE_NAMES: Record<string, string> = { package: '证据包（WACZ）', report: '取证报告（PDF）', screenshot: '网页截图（PNG）' };

/** What a reader needs first, in plain words: what was captured, where and when, and what it proves. */
export function ElecFacts({ view, facts }: { view: TElecView; facts: Facts }) {
  return (
    <>
      <h3 className="ep-capture-h">取证信息</h3>
      <Descriptions bordered size="small" column={1} className="ep-capture-desc">
        <Descriptions.Item label="最终网址">{facts.finalUrl}</Descriptions.Item>
        <Descriptions.Item label="网页标题">{facts.pageTitle || '（无）'}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{`${formatDateTime(view.startedAt)}（北京时间）`}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{`${formatDateTime(view.endedAt)}（北京时间）`}</Descriptions.Item>
      </Descriptions>
      <p className="ep-capture-note" data-testid="does-not-prove">{WEB_CAPTURE_DOES_NOT_PROVE}</p>
    </>
  );
}

/**
 * 技术附录 (issue 24 item 2, decision 835): what a technical expert checks — the server's address and DNS,
 * TLS, the 检查明细, the refused connections, the digests of every file and the package's signing key.
 */
export function ElecAppendix({ facts, files }: { facts: Facts; files: File[] }) {
  // on a phone the tables wrap instead of scrolling sideways, so no result hides behind a scroll
  const wide = Grid.useBreakpoint().sm !== false;
  const scroll = wide ? { x: 640 } : undefined;
  const signedAt = Date.parse(facts.signature.created);
  return (
    <section className="ep-capture-appendix" data-testid="tech-appendix">
      <h2 className="ep-capture-appendix-title">技术附录</h2>
      <p className="ep-capture-note">以下内容供技术核验使用。</p>
      <h3 className="ep-capture-h">访问信息</h3>
      <Descriptions bordered size="small" column={1} className="ep-capture-desc">
        <Descriptions.Item label="HTTP 状态">{facts.httpStatus}</Descriptions.Item>
        <Descriptions.Item label="服务器 IP">{facts.serverIp ?? '未取得'}</Descriptions.Item>
        <Descriptions.Item label="域名解析">{facts.dns}</Descriptions.Item>
      </Descriptions>
      <h3 className="ep-capture-h">传输安全（TLS）</h3>
      <Descriptions bordered size="small" column={1} className="ep-capture-desc">
        {facts.tls.map((r) => (
          <Descriptions.Item key={r.label} label={r.label}>
            {r.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <h3 className="ep-capture-h">取证环境清洁性检查（检查明细）</h3>
      <Table
        size="small"
        rowKey="item"
        pagination={false}
        scroll={scroll}
        dataSource={facts.environment}
        columns={[
          { title: '检查项目', dataIndex: 'item', width: wide ? 200 : 96 },
          { title: '检查结果', dataIndex: 'result', render: (v: string) => <span className="ep-capture-break">{v}</span> },
          { title: '结论', dataIndex: 'ok', width: wide ? 80 : 64, render: (ok: boolean, i: { unchecked?: boolean | undefined }) => (i.unchecked ? <Tag>未检查</Tag> : ok ? <Tag color="success">通过</Tag> : <Tag color="warning">异常</Tag>) },
        ]}
      />
      {(facts.blocked.length > 0 || facts.browserOwnBlocked > 0) && <h3 className="ep-capture-h">出站检查拒绝的连接</h3>}
      {facts.blocked.length > 0 && (
        <>
          <p className="ep-capture-note">以下连接未被放行，其内容不在取证结果中。</p>
          <Table size="small" rowKey={(r) => `${r.target}-${r.reason}`} pagination={false} scroll={scroll} dataSource={facts.blocked} columns={[{ title: '目标', dataIndex: 'target', render: (v: string) => <span className="ep-capture-break">{v}</span> }, { title: '原因', dataIndex: 'reason', width: wide ? 160 : 90 }]} />
        </>
      )}
      {facts.browserOwnBlocked > 0 && (
        <p className="ep-capture-note">{`另有 ${facts.browserOwnBlocked} 个连接是取证浏览器自身访问其厂商服务的后台连接（取证网页未请求这些地址），已被拒绝，与取证内容无关；其地址记录在证据包的取证过程记录中。`}</p>
      )}
      <HashTable caption="保全的文件" rows={files.map((f) => ({ key: f.role, name: ROLE_NAMES[f.role] ?? f.name, size: f.size, sha256: f.sha256, sm3: f.sm3 }))} />
      <h3 className="ep-capture-h">证据包内的文件</h3>
      <HashTable
        caption={`证据包签名时间 ${Number.isNaN(signedAt) ? '未记录' : `${formatDateTime(signedAt)}（北京时间）`}，平台打包密钥指纹 ${facts.signature.keyFingerprint.slice(0, 16)}…`}
        rows={facts.innerFiles.map((f) => ({ key: f.path, name: f.path, size: f.size, sha256: f.sha256, sm3: f.sm3 }))}
      />
      {/* the key is published apart from the package, so a reader need not trust the package's own copy (decision 762) */}
      <p className="ep-capture-note">
        证据包签名密钥的完整指纹：<span className="ep-mono ep-capture-break">{facts.signature.keyFingerprint}</span>；平台公布的密钥：
        <a href="/api/share/waczKey" target="_blank" rel="noopener noreferrer" className="ep-capture-break">
          {`${window.location.origin}/api/share/waczKey`}
        </a>
        ，两者应一致。
      </p>
    </section>
  );
}
