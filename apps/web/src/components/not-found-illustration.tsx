/** A document under a magnifying glass with "404": drawn inline, no external assets. */
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 360 220" width="360" height="220" role="img" aria-label="页面不存在插图" className="ep-not-found__art">
      <ellipse cx="180" cy="200" rx="140" ry="10" fill="#e6ecf5" />
      <text x="180" y="92" textAnchor="middle" fontSize="96" fontWeight="700" fill="#dbe6f6" fontFamily="Arial, sans-serif">
        404
      </text>
      <g transform="translate(118 70)">
        <rect width="96" height="120" rx="8" fill="#fff" stroke="#9db7e0" strokeWidth="3" />
        <path d="M70 0v22a4 4 0 0 0 4 4h22" fill="#eef3fb" stroke="#9db7e0" strokeWidth="3" />
        <rect x="16" y="36" width="52" height="7" rx="3.5" fill="#c9d8ef" />
        <rect x="16" y="54" width="64" height="7" rx="3.5" fill="#c9d8ef" />
        <rect x="16" y="72" width="44" height="7" rx="3.5" fill="#c9d8ef" />
        <rect x="16" y="90" width="58" height="7" rx="3.5" fill="#c9d8ef" />
      </g>
      <g transform="translate(196 110)">
        <circle cx="28" cy="28" r="26" fill="rgba(31,95,191,0.08)" stroke="#1f5fbf" strokeWidth="6" />
        <path d="M19 20l18 16M37 20L19 36" stroke="#1f5fbf" strokeWidth="5" strokeLinecap="round" />
        <path d="M47 47l22 22" stroke="#1f5fbf" strokeWidth="10" strokeLinecap="round" />
      </g>
      <circle cx="92" cy="60" r="5" fill="#ffd666" />
      <circle cx="286" cy="48" r="4" fill="#91caff" />
      <circle cx="300" cy="150" r="6" fill="#d3adf7" />
    </svg>
  );
}
