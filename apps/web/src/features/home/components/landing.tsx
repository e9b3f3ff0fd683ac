import type { ReactNode } from 'react';
import { CAPABILITIES, STEPS } from './capabilities';
import './landing.css';

const ICONS: Record<string, string> = { hash: '#', ledger: '账', certificate: '证', extract: '码', notary: '公', company: '企' };

/**
 * The public landing page. `actions` is the call to action (login/register or, for a logged-in
 * visitor, the account summary) supplied by the route, which knows who is looking; `notFor` marks what
 * that visitor may not use (在线公证 for a sub-account, decision 369), so no card promises it.
 */
export function Landing({
  siteName,
  actions,
  isOpen,
  notFor,
}: {
  siteName: string;
  actions: ReactNode;
  isOpen: (path: string) => boolean;
  /** why the visitor cannot use a page that is open (a sub-account and 在线公证), else null */
  notFor?: (path: string) => string | null;
}) {
  return (
    <div className="ep-landing">
      <section className="ep-landing__hero">
        <div className="ep-landing__hero-inner">
          <div className="ep-landing__hero-text">
            <h1>{siteName}</h1>
            <p className="ep-landing__slogan">让每一份电子数据都经得起检验</p>
            <p className="ep-landing__intro">
              与公证处联合运营的电子数据存证与在线公证服务平台：双重哈希固定证据，防篡改账本记录存证，保全证书与提取码出示证据，在线申请公证一站办理。
            </p>
          </div>
          <div className="ep-landing__actions">{actions}</div>
        </div>
      </section>
      <section className="ep-landing__section" aria-labelledby="capabilities">
        <h2 id="capabilities">平台能力</h2>
        <div className="ep-landing__grid">
          {CAPABILITIES.map((c) => (
            <article key={c.key} className="ep-landing__card">
              <span className="ep-landing__icon" aria-hidden="true">
                {ICONS[c.key]}
              </span>
              <h3>
                {c.title}
                {!isOpen(c.path) ? <span className="ep-landing__soon">即将开放</span> : notFor?.(c.path) ? <span className="ep-landing__soon">{notFor(c.path)}</span> : null}
              </h3>
              <p>{c.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="ep-landing__section" aria-labelledby="steps">
        <h2 id="steps">使用流程</h2>
        <ol className="ep-landing__steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="ep-landing__step-no">{i + 1}</span>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
