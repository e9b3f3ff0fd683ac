import { Link } from 'react-router';

/** Shield-and-check mark plus the platform name; links home. */
export function Logo({ name = '数据存证平台', compact = false }: { name?: string; compact?: boolean }) {
  return (
    <Link to="/" className="ep-logo" aria-label={`${name}首页`}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <path d="M32 4 8 13v17c0 15 10.3 26.6 24 30 13.7-3.4 24-15 24-30V13L32 4z" fill="#1f5fbf" />
        <path d="M32 10.5 14 17.3V30c0 11.6 7.7 20.8 18 23.6V10.5z" fill="#3b7ddd" />
        <path d="M22 33l7 7 14-15" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && <span className="ep-logo__name">{name}</span>}
    </Link>
  );
}
