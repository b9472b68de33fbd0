import { Link } from 'react-router';
import './brand-logo.css';

/** The V-fin mark and the name "Chợ Gundam", linking home. `tone="light"` for dark backgrounds. */
export function BrandLogo({ tone = 'dark', suffix, compact = false }: { tone?: 'dark' | 'light'; suffix?: string; compact?: boolean }) {
  return (
    <Link to="/" className={`cg-brand cg-brand--${tone}`} aria-label="Chợ Gundam — về trang chủ">
      <BrandMark />
      {compact ? null : (
        <span className="cg-brand__name">Chợ Gundam{suffix ? <span className="cg-brand__suffix"> · {suffix}</span> : null}</span>
      )}
    </Link>
  );
}

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="cg-brand__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path d="M8 16h10l14 17 14-17h10L36 40h-8z" fill="#fff" />
      <path d="M26 44h12l-2 8h-8z" fill="#facc15" />
      <circle cx="32" cy="26" r="3" fill="#facc15" />
    </svg>
  );
}
