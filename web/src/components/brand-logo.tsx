import { env } from '@/config/app-env';

/** Brand mark + name. Decorative mark; the name is the accessible text. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`brand-logo brand-logo-${tone}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={tone === 'dark' ? '#13294d' : '#0b1b34'} />
        <path
          d="M7 21l6-6 4 4 8-9"
          fill="none"
          stroke="#34d399"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-logo-name">{env.brand.name}</span>
    </span>
  );
}
