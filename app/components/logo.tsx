/** The studio's wordmark: an 'eye' (aniwa, in Twi) drawn as an arch over a horizon. */
export function Logo({ className = "logo" }: { className?: string }) {
  return (
    <span className={className}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <path d="M6 30V18a14 14 0 0 1 28 0v12" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="20" r="4.5" fill="#c0703c" />
        <path d="M2 32h36" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">Aniwa</span>
        <span className="logo__sub">Studio · Accra</span>
      </span>
    </span>
  );
}
