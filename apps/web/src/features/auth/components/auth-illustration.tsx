import { authPageMessages } from '@fhp/domain';

/**
 * The auth layout's picture, drawn inline (no network, crisp at any size): a medallion badge on
 * a podium, a ball, and fans' hearts and dollar bubbles rising around it.
 */
export function AuthIllustration() {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label={authPageMessages.illustrationLabel}
      style={{ width: '100%', height: 'auto', maxWidth: 420, display: 'block' }}
    >
      <title>{authPageMessages.illustrationLabel}</title>
      {/* Stadium lights */}
      <circle cx="80" cy="70" r="50" fill="#fff" opacity="0.06" />
      <circle cx="330" cy="90" r="55" fill="#fff" opacity="0.05" />
      {/* Podium */}
      <rect x="120" y="230" width="160" height="52" rx="6" fill="#fff" opacity="0.95" />
      <rect x="60" y="252" width="70" height="30" rx="6" fill="#fff" opacity="0.75" />
      <rect x="270" y="246" width="70" height="36" rx="6" fill="#fff" opacity="0.85" />
      <text
        x="200"
        y="265"
        textAnchor="middle"
        fontSize="22"
        fontWeight="900"
        fill="var(--mantine-color-brand-8)"
      >
        1
      </text>
      {/* Ribbon */}
      <path
        d="M172 150 L150 222 L170 214 L182 232 L200 160 Z"
        fill="var(--mantine-color-accent-7)"
      />
      <path
        d="M228 150 L250 222 L230 214 L218 232 L200 160 Z"
        fill="var(--mantine-color-accent-5)"
      />
      {/* Medallion */}
      <circle cx="200" cy="120" r="66" fill="var(--mantine-color-accent-4)" />
      <circle cx="200" cy="120" r="54" fill="#fff" />
      <circle
        cx="200"
        cy="120"
        r="46"
        fill="none"
        stroke="var(--mantine-color-brand-7)"
        strokeWidth="3"
        strokeDasharray="4 5"
      />
      <path
        d="M200 86 l9.4 19 21 3-15.2 14.8 3.6 20.9L200 133.8l-18.8 9.9 3.6-20.9L169.6 108l21-3z"
        fill="var(--mantine-color-brand-7)"
      />
      <rect x="176" y="146" width="48" height="6" rx="3" fill="var(--mantine-color-accent-6)" />
      {/* Basketball */}
      <g transform="translate(78 196)">
        <circle r="30" fill="var(--mantine-color-accent-6)" />
        <path
          d="M-30 0 H30 M0 -30 V30 M-21 -21 C-8 -8 -8 8 -21 21 M21 -21 C8 -8 8 8 21 21"
          stroke="#3b1d00"
          strokeWidth="2.5"
          fill="none"
        />
      </g>
      {/* Fans' support bubbles */}
      <g transform="translate(318 150)">
        <rect x="-28" y="-22" width="56" height="40" rx="12" fill="#fff" />
        <path d="M-8 18 L-16 30 L4 18 Z" fill="#fff" />
        <text
          x="0"
          y="8"
          textAnchor="middle"
          fontSize="24"
          fontWeight="900"
          fill="var(--mantine-color-brand-8)"
        >
          $
        </text>
      </g>
      <g transform="translate(300 58)">
        <path
          d="M0 8 C0 -4 -18 -4 -18 8 C-18 18 0 26 0 30 C0 26 18 18 18 8 C18 -4 0 -4 0 8 Z"
          fill="#ff6b81"
        />
      </g>
      <g transform="translate(104 80) scale(0.7)">
        <path
          d="M0 8 C0 -4 -18 -4 -18 8 C-18 18 0 26 0 30 C0 26 18 18 18 8 C18 -4 0 -4 0 8 Z"
          fill="#fff"
        />
      </g>
      {/* Sparkles */}
      <g fill="#fff">
        <path d="M132 30 l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M356 118 l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path d="M40 128 l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" opacity="0.8" />
        <path d="M258 28 l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" opacity="0.8" />
      </g>
    </svg>
  );
}

const CARD_COLORS = [
  'var(--mantine-color-accent-4)',
  '#ffffff',
  'var(--mantine-color-brand-2)',
] as const;

/** The register page's extra picture: three athlete badge cards, fanned out. */
export function RegisterCardsIllustration() {
  return (
    <svg
      viewBox="0 0 320 130"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto', maxWidth: 320, display: 'block' }}
    >
      {CARD_COLORS.map((color, i) => {
        const x = 40 + i * 90;
        const rotate = (i - 1) * 8;
        return (
          <g key={color} transform={`rotate(${rotate} ${x + 35} 120)`}>
            <rect x={x} y="14" width="70" height="100" rx="10" fill={color} />
            <circle cx={x + 35} cy="48" r="18" fill="var(--mantine-color-brand-7)" />
            <circle cx={x + 35} cy="42" r="7" fill="#fff" />
            <path d={`M${x + 23} 60 a12 10 0 0 1 24 0 z`} fill="#fff" />
            <rect
              x={x + 14}
              y="76"
              width="42"
              height="6"
              rx="3"
              fill="var(--mantine-color-brand-7)"
            />
            <rect x={x + 20} y="88" width="30" height="5" rx="2.5" fill="#9aa4b5" />
          </g>
        );
      })}
    </svg>
  );
}
