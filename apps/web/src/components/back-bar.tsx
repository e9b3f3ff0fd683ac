import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useMatches, useNavigate } from 'react-router';

interface Crumb {
  title: string;
  path?: string;
}

/** Shape of the route handle this bar reads (the route table provides it). */
interface HandleWithCrumbs {
  title?: string;
  breadcrumb?: Crumb[];
}

interface Props {
  /** defaults to the route's title */
  title?: string;
  /** defaults to the route's breadcrumb */
  breadcrumb?: Crumb[];
  /** where 返回 goes; defaults to the previous page, or home when opened directly */
  backTo?: string;
  /** the English pages say Back */
  lang?: 'zh' | 'en';
}

/**
 * Inner-page bar (001 §2.3): back link, breadcrumb and title. A plain list rather than antd's
 * Breadcrumb, which would bring its dropdown machinery to every inner page.
 */
export function BackBar({ title, breadcrumb, backTo, lang = 'zh' }: Props) {
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as HandleWithCrumbs;
  const crumbs = breadcrumb ?? handle.breadcrumb ?? [];
  const heading = title ?? handle.title ?? '';

  function goBack() {
    if (backTo) return void navigate(backTo);
    // history.state.idx is React Router's position in this tab's history; 0 means opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <div className="ep-back-bar">
      <button type="button" className="ep-back-bar__back" onClick={goBack}>
        <ArrowLeftOutlined /> {lang === 'en' ? 'Back' : '返回'}
      </button>
      {crumbs.length > 0 && (
        <nav aria-label={lang === 'en' ? 'Breadcrumb' : '面包屑'}>
          <ol className="ep-back-bar__crumbs">
            {crumbs.map((c, i) => (
              <li key={`${c.title}-${i}`} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
                {c.path && i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="ep-back-bar__title">{heading}</h1>
    </div>
  );
}
