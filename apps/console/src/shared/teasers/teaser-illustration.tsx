import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { TeaserIllustration as IllustrationKind } from './teaser-catalogue.ts';

interface Palette {
  accent: string;
  soft: string;
  line: string;
  surface: string;
  muted: string;
}

/** A node: a soft disc with an accent ring. */
function Node({ x, y, r, p, filled = false }: { x: number; y: number; r: number; p: Palette; filled?: boolean }) {
  return <circle cx={x} cy={y} r={r} fill={filled ? p.accent : p.surface} stroke={p.accent} strokeWidth={2} />;
}

const drawings: Record<IllustrationKind, (p: Palette) => ReactNode> = {
  topology: (p) => (
    <>
      {[
        [60, 50, 120, 40],
        [60, 50, 80, 110],
        [120, 40, 170, 80],
        [80, 110, 170, 80],
        [120, 40, 80, 110],
      ].map(([x1, y1, x2, y2]) => (
        <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={p.line} strokeWidth={2} />
      ))}
      <Node x={60} y={50} r={14} p={p} />
      <Node x={120} y={40} r={18} p={p} filled />
      <Node x={170} y={80} r={12} p={p} />
      <Node x={80} y={110} r={14} p={p} />
    </>
  ),
  network: (p) => {
    const peers: [number, number][] = [
      [40, 40],
      [100, 25],
      [160, 45],
      [45, 110],
      [110, 115],
      [165, 100],
    ];
    return (
      <>
        {peers.flatMap(([x1, y1], i) =>
          peers
            .slice(i + 1)
            .map(([x2, y2]) => (
              <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={p.line} strokeWidth={1} />
            )),
        )}
        {peers.map(([x, y], i) => (
          <Node key={`${x}-${y}`} x={x} y={y} r={10} p={p} filled={i === 1} />
        ))}
      </>
    );
  },
  pipeline: (p) => (
    <>
      {[20, 80, 140].map((x, i) => (
        <g key={x}>
          <rect
            x={x}
            y={52}
            width={44}
            height={36}
            rx={8}
            fill={i === 2 ? p.accent : p.surface}
            stroke={p.accent}
            strokeWidth={2}
          />
          {i < 2 ? (
            <path d={`M${x + 48} 70 h10 l-4 -4 m4 4 l-4 4`} stroke={p.accent} strokeWidth={2} fill="none" />
          ) : null}
        </g>
      ))}
      <path d="M34 70 l6 6 l10 -12" stroke={p.accent} strokeWidth={2.5} fill="none" />
      <path d="M94 70 l6 6 l10 -12" stroke={p.accent} strokeWidth={2.5} fill="none" />
      <rect x={20} y={104} width={164} height={6} rx={3} fill={p.soft} />
      <rect x={20} y={104} width={110} height={6} rx={3} fill={p.accent} />
    </>
  ),
  shield: (p) => (
    <>
      <path
        d="M100 18 L148 36 V72 C148 100 126 118 100 126 C74 118 52 100 52 72 V36 Z"
        fill={p.soft}
        stroke={p.accent}
        strokeWidth={2.5}
      />
      <path d="M80 72 l14 14 l28 -30" stroke={p.accent} strokeWidth={5} fill="none" strokeLinecap="round" />
      <circle cx={160} cy={110} r={4} fill={p.muted} />
      <circle cx={40} cy={40} r={3} fill={p.muted} />
    </>
  ),
  bundle: (p) => (
    <>
      <path d="M70 50 L100 36 L130 50 L130 92 L100 106 L70 92 Z" fill={p.soft} stroke={p.accent} strokeWidth={2.5} />
      <path d="M70 50 L100 64 L130 50 M100 64 V106" stroke={p.accent} strokeWidth={2} fill="none" />
      {(
        [
          [140, 60, 176, 40],
          [140, 80, 178, 80],
          [140, 100, 176, 120],
        ] as const
      ).map(([x1, y1, x2, y2]) => (
        <g key={`${x2}-${y2}`}>
          <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={p.line} strokeWidth={2} strokeDasharray="4 4" />
          <Node x={x2} y={y2} r={7} p={p} />
        </g>
      ))}
    </>
  ),
  chart: (p) => (
    <>
      <line x1={30} y1={118} x2={180} y2={118} stroke={p.line} strokeWidth={2} />
      <line x1={30} y1={22} x2={30} y2={118} stroke={p.line} strokeWidth={2} />
      {[40, 70, 100, 130, 160].map((x, i) => (
        <rect key={x} x={x} y={110 - (i + 1) * 14} width={16} height={(i + 1) * 14} rx={3} fill={p.soft} />
      ))}
      <polyline points="48,96 78,88 108,70 138,58 168,32" fill="none" stroke={p.accent} strokeWidth={3} />
      <circle cx={168} cy={32} r={5} fill={p.accent} />
    </>
  ),
  graph: (p) => (
    <>
      {[
        [100, 30, 55, 75],
        [100, 30, 145, 75],
        [55, 75, 35, 115],
        [55, 75, 80, 115],
        [145, 75, 125, 115],
        [145, 75, 168, 115],
      ].map(([x1, y1, x2, y2]) => (
        <line key={`${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={p.line} strokeWidth={2} />
      ))}
      <Node x={100} y={30} r={12} p={p} filled />
      <Node x={55} y={75} r={10} p={p} />
      <Node x={145} y={75} r={10} p={p} />
      {[35, 80, 125, 168].map((x) => (
        <Node key={x} x={x} y={115} r={8} p={p} />
      ))}
      <circle cx={125} cy={115} r={8} fill="none" stroke={p.muted} strokeWidth={3} />
    </>
  ),
};

/** R16.05: the teaser's image, drawn in the theme's colours so it sits right in light and dark mode. */
export function TeaserIllustration({
  kind,
  label,
  width = 220,
}: {
  kind: IllustrationKind;
  label: string;
  width?: number;
}) {
  const { token } = theme.useToken();
  const palette: Palette = {
    accent: token.colorPrimary,
    soft: token.colorPrimaryBg,
    line: token.colorBorder,
    surface: token.colorBgContainer,
    muted: token.colorWarning,
  };
  return (
    <svg role="img" aria-label={label} viewBox="0 0 200 140" width={width} style={{ maxWidth: '100%', flexShrink: 0 }}>
      <title>{label}</title>
      <rect x={0} y={0} width={200} height={140} rx={16} fill={token.colorFillQuaternary} />
      {drawings[kind](palette)}
    </svg>
  );
}
