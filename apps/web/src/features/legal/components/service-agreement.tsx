import { AGREEMENT_PART_1 } from './agreement-part1';
import { AGREEMENT_PART_2 } from './agreement-part2';
import './service-agreement.css';

const SECTIONS = [...AGREEMENT_PART_1, ...AGREEMENT_PART_2];
export const AGREEMENT_UPDATED = '2025年1月1日';

/** The platform service agreement; the desktop and mobile pages only frame it differently. */
export function ServiceAgreement({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  return (
    <article className={`ep-agreement ep-agreement--${variant}`}>
      <h1 className="ep-agreement__title">数据存证平台服务协议</h1>
      <p className="ep-agreement__meta">
        <span>更新日期：{AGREEMENT_UPDATED}</span>
        <span className="ep-agreement__gap" />
        <span>生效日期：{AGREEMENT_UPDATED}</span>
      </p>
      <p className="ep-agreement__lead">
        欢迎使用数据存证平台。请您在注册及使用本平台服务前，仔细阅读并充分理解本协议各条款，特别是免除或限制责任的条款、个人信息处理规则以及法律适用和争议解决条款。
      </p>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 12)}>{section.strong ? <strong>{p}</strong> : p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
