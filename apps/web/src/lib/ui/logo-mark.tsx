import { useId } from 'react';

/**
 * Stryd's mark, drawn in the page rather than fetched: as an `<img>` of /favicon.svg it cost a request (and a
 * preload React put ahead of the stylesheet) on every page, besides the tab icon's own fetch of that file.
 * Decorative: the name always stands beside it or in the heading. The drawing is public/favicon.svg's (the
 * tab icon and the manifest's), and a test holds the two equal.
 */
export function LogoMark({ className }: { className: string }) {
  // Two marks on one page (header and /welcome) each need their own gradient id.
  const gradient = useId();
  return (
    <svg viewBox="0 0 128 128" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="128" height="128" rx="30" fill={`url(#${gradient})`} />
      <path
        d="M30 88 L56 58 L72 74 L98 42"
        fill="none"
        stroke="#ffffff"
        strokeWidth="13"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="98" cy="42" r="9" fill="#ffffff" />
    </svg>
  );
}
