import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const LockIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path
      fill="currentColor"
      d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
    />
  </svg>
);
export const SuccessIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="m7 12.5 3 3 7-7" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
  </svg>
);
export const ErrorIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 7v6m0 3.5v.5" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);
export const InfoIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 11v6m0-9.5V8" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);
export const SearchIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
export const ChevronIcon = (p: IconProps) => (
  <svg {...base} width={14} height={14} {...p}>
    <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
  </svg>
);
