import { Box } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';

/**
 * Built-in pictures for a landing page whose settings have no picture yet: inline SVG drawn in the site's
 * primary colour, so the page looks finished out of the box without any external asset. Decorative only
 * (aria-hidden): the texts next to them say everything.
 */

const INK = '#1f2a37';
const LINE = '#e3e8ef';
const MUTED = '#c9d3df';
const ACCENT = '#12a594';
const WARM = '#f5a524';

function usePalette() {
  const theme = useTheme();
  const main = theme.palette.primary.main;
  return { main, soft: alpha(main, 0.1), softer: alpha(main, 0.05), mid: alpha(main, 0.35) };
}

const svgSx = { display: 'block', width: '100%', height: 'auto', fontFamily: 'inherit' } as const;

/** The hero: an exam screen with a timer, a score card and a certificate floating around it. */
export function HeroIllustration() {
  const c = usePalette();
  return (
    <Box
      component="svg"
      viewBox="0 0 560 440"
      width={560}
      height={440}
      aria-hidden
      focusable="false"
      data-testid="hero-illustration"
      sx={{ ...svgSx, filter: 'drop-shadow(0 24px 48px rgba(16,42,84,0.16))' }}
    >
      <circle cx="300" cy="220" r="200" fill={c.softer} />
      {/* exam window */}
      <rect x="40" y="40" width="420" height="330" rx="18" fill="#fff" stroke={LINE} />
      <path d="M40 58a18 18 0 0 1 18-18h384a18 18 0 0 1 18 18v18H40z" fill="#f6f8fb" />
      <circle cx="64" cy="58" r="5" fill="#ff6b6b" />
      <circle cx="82" cy="58" r="5" fill={WARM} />
      <circle cx="100" cy="58" r="5" fill={ACCENT} />
      <rect x="70" y="100" width="120" height="10" rx="5" fill={MUTED} />
      <rect x="70" y="120" width="260" height="8" rx="4" fill={LINE} />
      <rect x="70" y="120" width="104" height="8" rx="4" fill={c.main} />
      {/* timer */}
      <circle cx="410" cy="118" r="26" fill="none" stroke={LINE} strokeWidth="6" />
      <circle
        cx="410"
        cy="118"
        r="26"
        fill="none"
        stroke={c.main}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="163"
        strokeDashoffset="52"
        transform="rotate(-90 410 118)"
      />
      <text x="410" y="123" textAnchor="middle" fontSize="13" fontWeight="700" fill={INK}>
        12:45
      </text>
      {/* question */}
      <rect x="70" y="152" width="330" height="12" rx="6" fill={INK} opacity="0.8" />
      <rect x="70" y="172" width="240" height="12" rx="6" fill={INK} opacity="0.8" />
      {[0, 1, 2, 3].map((i) => {
        const y = 204 + i * 38;
        const chosen = i === 1;
        return (
          <g key={i}>
            <rect
              x="70"
              y={y}
              width="360"
              height="30"
              rx="8"
              fill={chosen ? c.soft : '#fff'}
              stroke={chosen ? c.main : LINE}
              strokeWidth={chosen ? 2 : 1}
            />
            <circle cx="90" cy={y + 15} r="7" fill="#fff" stroke={chosen ? c.main : MUTED} strokeWidth="2" />
            {chosen && <circle cx="90" cy={y + 15} r="3.5" fill={c.main} />}
            <rect x="108" y={y + 11} width={[150, 190, 120, 170][i]} height="8" rx="4" fill={chosen ? c.mid : MUTED} />
          </g>
        );
      })}
      {/* score card */}
      <g>
        <rect x="380" y="170" width="150" height="118" rx="14" fill="#fff" stroke={LINE} />
        <rect x="396" y="186" width="60" height="8" rx="4" fill={MUTED} />
        <text x="396" y="228" fontSize="30" fontWeight="700" fill={c.main}>
          92%
        </text>
        {[26, 40, 32, 52, 46].map((h, i) => (
          <rect
            key={i}
            x={398 + i * 24}
            y={276 - h * 0.8}
            width="14"
            height={h * 0.8}
            rx="3"
            fill={i === 3 ? ACCENT : c.mid}
          />
        ))}
      </g>
      {/* certificate */}
      <g>
        <rect x="12" y="300" width="200" height="104" rx="14" fill="#fff" stroke={LINE} />
        <circle cx="52" cy="344" r="20" fill={alpha(WARM, 0.18)} />
        <circle cx="52" cy="344" r="12" fill={WARM} />
        <path d="M44 360l-6 22 14-8 14 8-6-22" fill={WARM} opacity="0.85" />
        <rect x="84" y="328" width="100" height="10" rx="5" fill={INK} opacity="0.75" />
        <rect x="84" y="346" width="80" height="8" rx="4" fill={MUTED} />
        <rect x="84" y="362" width="60" height="8" rx="4" fill={MUTED} />
        <path d="M160 382l8 8 16-18" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
      </g>
    </Box>
  );
}

function Frame({ children, testId }: { children: React.ReactNode; testId: string }) {
  const c = usePalette();
  return (
    <Box
      component="svg"
      viewBox="0 0 480 320"
      width={480}
      height={320}
      aria-hidden
      focusable="false"
      data-testid={testId}
      sx={{ ...svgSx, borderRadius: 4, background: `linear-gradient(135deg, ${c.soft}, ${c.softer})` }}
    >
      {children}
    </Box>
  );
}

/** Question bank: stacked question cards with their category tags. */
function QuestionBank() {
  const c = usePalette();
  const tags = [ACCENT, WARM, c.main];
  return (
    <Frame testId="feature-illustration-1">
      {[2, 1, 0].map((i) => {
        const x = 70 + i * 26;
        const y = 56 + i * 30;
        return (
          <g key={i}>
            <rect x={x} y={y} width="300" height="150" rx="14" fill="#fff" stroke={LINE} />
            <rect x={x + 20} y={y + 20} width="64" height="18" rx="9" fill={alpha(tags[i]!, 0.18)} />
            <rect x={x + 30} y={y + 26} width="44" height="6" rx="3" fill={tags[i]} />
            <rect x={x + 20} y={y + 54} width="220" height="10" rx="5" fill={INK} opacity="0.75" />
            <rect x={x + 20} y={y + 74} width="170" height="10" rx="5" fill={INK} opacity="0.75" />
            <rect x={x + 20} y={y + 104} width="120" height="8" rx="4" fill={MUTED} />
            <rect x={x + 20} y={y + 120} width="90" height="8" rx="4" fill={MUTED} />
          </g>
        );
      })}
      <circle cx="392" cy="250" r="26" fill={c.main} />
      <path d="M392 238v24M380 250h24" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}

/** Secure exams: a shield with a lock beside a running timer. */
function SecureExam() {
  const c = usePalette();
  return (
    <Frame testId="feature-illustration-2">
      <path d="M190 48l90 32v70c0 58-38 96-90 118-52-22-90-60-90-118V80z" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M190 72l68 24v54c0 44-28 74-68 92-40-18-68-48-68-92V96z" fill={c.soft} />
      <rect x="160" y="140" width="60" height="48" rx="10" fill={c.main} />
      <path d="M172 140v-14a18 18 0 0 1 36 0v14" fill="none" stroke={c.main} strokeWidth="8" />
      <circle cx="190" cy="160" r="6" fill="#fff" />
      <rect x="187" y="162" width="6" height="14" rx="3" fill="#fff" />
      <g>
        <rect x="300" y="110" width="130" height="130" rx="18" fill="#fff" stroke={LINE} />
        <circle cx="365" cy="175" r="40" fill="none" stroke={LINE} strokeWidth="8" />
        <circle
          cx="365"
          cy="175"
          r="40"
          fill="none"
          stroke={ACCENT}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray="251"
          strokeDashoffset="70"
          transform="rotate(-90 365 175)"
        />
        <path d="M365 175v-22M365 175l14 10" stroke={INK} strokeWidth="5" strokeLinecap="round" opacity="0.8" />
      </g>
      <circle cx="120" cy="250" r="18" fill={ACCENT} />
      <path d="M111 250l6 6 12-13" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}

/** Results and analytics: a bar chart with a trend line and a donut. */
function Analytics() {
  const c = usePalette();
  const bars = [60, 90, 75, 120, 105, 150];
  const points = bars.map((h, i) => `${86 + i * 38},${250 - h - 18}`).join(' ');
  return (
    <Frame testId="feature-illustration-3">
      <rect x="50" y="40" width="270" height="240" rx="16" fill="#fff" stroke={LINE} />
      <rect x="70" y="60" width="90" height="10" rx="5" fill={INK} opacity="0.75" />
      <path d="M70 250h230" stroke={LINE} strokeWidth="2" />
      {[110, 150, 190].map((y) => (
        <path key={y} d={`M70 ${y}h230`} stroke={LINE} strokeDasharray="4 6" />
      ))}
      {bars.map((h, i) => (
        <rect key={i} x={76 + i * 38} y={250 - h} width="22" height={h} rx="5" fill={i === 5 ? c.main : c.mid} />
      ))}
      <polyline points={points} fill="none" stroke={ACCENT} strokeWidth="3" strokeLinejoin="round" />
      {bars.map((h, i) => (
        <circle key={i} cx={86 + i * 38} cy={250 - h - 18} r="4" fill="#fff" stroke={ACCENT} strokeWidth="2.5" />
      ))}
      <rect x="340" y="70" width="110" height="150" rx="16" fill="#fff" stroke={LINE} />
      <circle cx="395" cy="130" r="32" fill="none" stroke={LINE} strokeWidth="12" />
      <circle
        cx="395"
        cy="130"
        r="32"
        fill="none"
        stroke={c.main}
        strokeWidth="12"
        strokeDasharray="201"
        strokeDashoffset="60"
        transform="rotate(-90 395 130)"
      />
      <circle
        cx="395"
        cy="130"
        r="32"
        fill="none"
        stroke={WARM}
        strokeWidth="12"
        strokeDasharray="30 171"
        strokeDashoffset="-141"
        transform="rotate(-90 395 130)"
      />
      <rect x="360" y="180" width="70" height="8" rx="4" fill={MUTED} />
      <rect x="360" y="196" width="50" height="8" rx="4" fill={MUTED} />
    </Frame>
  );
}

/** Five languages: speech bubbles with the codes of the languages the product speaks. */
function Languages() {
  const c = usePalette();
  const bubbles = [
    { x: 70, y: 46, w: 120, code: 'EN', fill: c.main, ink: '#fff' },
    { x: 216, y: 30, w: 110, code: 'ES', fill: '#fff', ink: INK },
    { x: 336, y: 92, w: 100, code: 'IT', fill: ACCENT, ink: '#fff' },
    { x: 96, y: 172, w: 116, code: 'HI', fill: '#fff', ink: INK },
    { x: 246, y: 182, w: 124, code: 'BN', fill: WARM, ink: INK },
  ];
  return (
    <Frame testId="feature-illustration-4">
      {bubbles.map((b) => (
        <g key={b.code}>
          <rect x={b.x} y={b.y} width={b.w} height="80" rx="20" fill={b.fill} stroke={LINE} />
          <path d={`M${b.x + 26} ${b.y + 78}l-6 20 24-20`} fill={b.fill} />
          <text x={b.x + b.w / 2} y={b.y + 52} textAnchor="middle" fontSize="30" fontWeight="700" fill={b.ink}>
            {b.code}
          </text>
        </g>
      ))}
    </Frame>
  );
}

const FEATURE_PICTURES = [QuestionBank, SecureExam, Analytics, Languages];

/** The built-in picture of feature block n (0-based); any index wraps around. */
export function FeatureIllustration({ index }: { index: number }) {
  const Picture = FEATURE_PICTURES[index % FEATURE_PICTURES.length]!;
  return <Picture />;
}
