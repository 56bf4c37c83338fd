import { useId } from 'react';

/**
 * The Grindstone mark: a whetstone wheel (ring with notches) and an electric spark. Inline SVG so
 * it needs no request and inherits nothing; decorative (the wordmark or a label names it).
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  const gradient = `gs-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand-mark">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5aa5ff" />
          <stop offset="1" stopColor="#a259ff" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="12.5" fill="none" stroke={`url(#${gradient})`} strokeWidth="3" />
      <circle cx="16" cy="16" r="4" fill={`url(#${gradient})`} />
      <path d="M16 3.5v4M16 24.5v4M3.5 16h4M24.5 16h4" stroke="#0b0d12" strokeWidth="2" strokeLinecap="round" />
      <path d="M24 2.5l-3.2 6.1h3l-2.6 5.4 6.3-7.2h-3.1l2.3-4.3z" fill="#ffd166" />
    </svg>
  );
}
