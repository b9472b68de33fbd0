/**
 * A mobile suit drawn in SVG from its model line (colours, head, back, weapon, build) and its grade
 * (proportions, detail, pose): the figure of every demo photo. Coordinates are around the waist
 * (0, 0), about 560 units tall; the caller places and scales the group.
 */
import type { Back, Head, ModelLine, Weapon } from './kit-lines.js';

const S = 'stroke="#0f172a" stroke-width="5" stroke-linejoin="round"';

/** The grades' proportions: head and limb scale, whether joints and panel lines show, a trim overlay. */
interface Body {
  head: number;
  limbs: number;
  torso: number;
  detail: 0 | 1 | 2;
  trim?: string;
}
const BODIES: Record<string, Body> = {
  SD: { head: 1.6, limbs: 0.55, torso: 0.8, detail: 0 },
  EG: { head: 1, limbs: 1, torso: 1, detail: 0 },
  HG: { head: 1, limbs: 1, torso: 1, detail: 1 },
  NG: { head: 1.05, limbs: 0.95, torso: 1.05, detail: 0 },
  RG: { head: 0.95, limbs: 1.05, torso: 1, detail: 2 },
  MG: { head: 0.95, limbs: 1.05, torso: 1, detail: 2 },
  PG: { head: 0.9, limbs: 1.08, torso: 1.05, detail: 2 },
  MGEX: { head: 0.95, limbs: 1.05, torso: 1.05, detail: 2, trim: '#eab308' },
  HIRM: { head: 0.85, limbs: 1.12, torso: 0.95, detail: 2, trim: '#94a3b8' },
  FM: { head: 0.95, limbs: 1.05, torso: 1, detail: 2 },
  RE100: { head: 1, limbs: 1, torso: 1.15, detail: 1 },
};
const GRADE_ORDER = Object.keys(BODIES);

/** [weapon arm raise°, other arm raise°, leg spread°, other leg°, body tilt°]: 0° hangs down, 90° is level, 180° points up. */
const POSES: [number, number, number, number, number][] = [
  [12, 12, 6, 6, 0], // standing
  [88, 25, 14, 8, 0], // aiming
  [150, 40, 22, -4, -5], // striking
  [45, 60, 12, 12, 4], // heroic
];

function hash(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function headSvg(kind: Head, l: ModelLine, detail: number) {
  const { armour, frame, eye, accent } = l.colours;
  const eyes = `<polygon points="-19,-8 -4,-4 -4,2 -19,0" fill="${eye}"/><polygon points="19,-8 4,-4 4,2 19,0" fill="${eye}"/>`;
  const face = `<rect x="-22" y="-16" width="44" height="30" rx="6" fill="#e2e8f0" ${S}/>`;
  const chin = `<rect x="-8" y="10" width="16" height="10" rx="3" fill="${accent}"/>`;
  switch (kind) {
    case 'monoeye':
      return `<ellipse cx="0" cy="-10" rx="38" ry="42" fill="${armour}" ${S}/><rect x="-32" y="-14" width="64" height="16" rx="7" fill="#111827"/><circle cx="${detail ? 10 : 0}" cy="-6" r="8" fill="${eye}"/>${detail > 1 ? `<path d="M-26 18 q26 14 52 0" fill="none" stroke="${frame}" stroke-width="6"/>` : ''}`;
    case 'horn':
      return `<polygon points="-9,-36 0,-150 9,-36" fill="#f8fafc" ${S}/><rect x="-32" y="-40" width="64" height="62" rx="12" fill="${armour}" ${S}/>${face}${eyes}${chin}`;
    case 'crest':
      return `<polygon points="-8,-38 0,-96 8,-38" fill="${accent}" ${S}/><polygon points="-30,-30 -46,-62 -36,-30" fill="${frame}"/><polygon points="30,-30 46,-62 36,-30" fill="${frame}"/><rect x="-32" y="-40" width="64" height="62" rx="14" fill="${armour}" ${S}/><rect x="-24" y="-12" width="48" height="12" rx="5" fill="#111827"/><rect x="-20" y="-10" width="40" height="7" rx="3" fill="${eye}"/>`;
    case 'skull':
      return `<polygon points="0,-26 -72,-84 -58,-88 0,-40 58,-88 72,-84" fill="#facc15" ${S}/><rect x="-32" y="-40" width="64" height="62" rx="12" fill="${armour}" ${S}/><circle cx="0" cy="-28" r="9" fill="#f8fafc" stroke="#0f172a" stroke-width="3"/>${face}${eyes}`;
    default:
      return `<polygon points="0,-24 -74,-82 -62,-86 0,-38 62,-86 74,-82" fill="#facc15" ${S}/><rect x="-32" y="-40" width="64" height="62" rx="12" fill="${armour}" ${S}/><rect x="-7" y="-50" width="14" height="14" rx="3" fill="${accent}"/>${face}${eyes}${chin}`;
  }
}

function backSvg(kind: Back, l: ModelLine, w: number) {
  const { back, armour, frame } = l.colours;
  const x = 80 * w;
  const wingPair = (pts: string, fill: string) =>
    `<polygon points="${pts}" fill="${fill}" ${S}/><polygon points="${pts}" fill="${fill}" ${S} transform="scale(-1,1)"/>`;
  switch (kind) {
    case 'wings':
      return [0, 1, 2]
        .map((i) =>
          wingPair(
            `${x - 20},-170 ${x + 170 - i * 20},${-300 + i * 70} ${x + 150 - i * 25},${-270 + i * 75} ${x + 10},-130`,
            i % 2 ? armour : back,
          ),
        )
        .join('');
    case 'feathers':
      return Array.from({ length: 5 }, (_, i) =>
        wingPair(
          `${x - 10},-160 ${x + 120 + i * 22},${-330 + i * 48} ${x + 150 + i * 18},${-300 + i * 50} ${x + 20},-130`,
          i % 2 ? back : '#e2e8f0',
        ),
      ).join('');
    case 'bat':
      return wingPair(`${x - 10},-170 ${x + 210},-290 ${x + 180},-220 ${x + 220},-170 ${x + 170},-120 ${x + 190},-60 ${x + 10},-110`, back);
    case 'funnels':
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${-x - 30 - i * 28}" y="${-330 + i * 18}" width="24" height="210" rx="4" fill="${i % 2 ? back : armour}" ${S} transform="rotate(${-14 - i * 3} ${-x} -150)"/>`,
      ).join('');
    case 'binders':
      return wingPair(`${x - 30},-220 ${x + 90},-250 ${x + 120},-60 ${x + 30},-30`, back);
    case 'bits':
      return Array.from({ length: 6 }, (_, i) => {
        const a = (i / 6) * Math.PI * 2;
        const bx = Math.round(Math.cos(a) * 270);
        const by = Math.round(Math.sin(a) * 200 - 120);
        return `<polygon points="${bx},${by - 34} ${bx + 14},${by + 24} ${bx - 14},${by + 24}" fill="${back}" ${S} transform="rotate(${i * 60} ${bx} ${by})"/>`;
      }).join('');
    case 'thrusters':
      return wingPair(`${x - 40},-230 ${x - 5},-230 ${x - 5},-150 ${x - 40},-150`, frame);
    default:
      return '';
  }
}

function weaponSvg(kind: Weapon, l: ModelLine, len: number) {
  const { frame, accent, back } = l.colours;
  const y = len;
  switch (kind) {
    case 'sword':
      return `<rect x="-10" y="${y - 10}" width="20" height="40" fill="${frame}" ${S}/><polygon points="-14,${y + 30} 14,${y + 30} 6,${y + 260} -6,${y + 280}" fill="#e5e7eb" ${S}/>`;
    case 'mace':
      return `<rect x="-7" y="${y - 20}" width="14" height="190" fill="${frame}" ${S}/><polygon points="0,${y + 150} 36,${y + 190} 24,${y + 260} -24,${y + 260} -36,${y + 190}" fill="#9ca3af" ${S}/>`;
    case 'scythe':
      return `<rect x="-7" y="${y - 120}" width="14" height="330" fill="${frame}" ${S}/><path d="M0 ${y - 110} q120 -10 150 90 q-60 -50 -150 -40 z" fill="#4ade80" ${S}/>`;
    case 'axe':
      return `<rect x="-7" y="${y - 20}" width="14" height="170" fill="${frame}" ${S}/><path d="M0 ${y + 110} q70 -20 80 40 q-10 50 -80 40 z" fill="${accent}" ${S}/>`;
    case 'bazooka':
      return `<rect x="-30" y="${y - 150}" width="60" height="300" rx="12" fill="${back}" ${S}/><rect x="-34" y="${y + 140}" width="68" height="30" rx="6" fill="${frame}" ${S}/>`;
    case 'lance':
      return `<polygon points="-18,${y} 18,${y} 0,${y + 300}" fill="${accent}" ${S}/><rect x="-22" y="${y - 30}" width="44" height="30" fill="${frame}" ${S}/>`;
    case 'saber':
      return `<rect x="-8" y="${y - 10}" width="16" height="40" fill="#e5e7eb" ${S}/><rect x="-7" y="${y + 30}" width="14" height="230" rx="7" fill="#f9a8d4" stroke="#ec4899" stroke-width="6"/>`;
    default:
      return `<rect x="-16" y="${y - 30}" width="32" height="150" rx="5" fill="${frame}" ${S}/><rect x="-8" y="${y + 110}" width="16" height="70" fill="#475569" ${S}/><rect x="-26" y="${y}" width="12" height="40" fill="${frame}" ${S}/>`;
  }
}

/**
 * The figure of a kit of this line and grade; different grades of one line stand in different
 * poses, and `take` (another photo of the same kit) turns to the next pose.
 */
export function figureSvg(l: ModelLine, gradeCode: string, take = 0): string {
  const body = BODIES[gradeCode] ?? BODIES.HG!;
  const { armour, trim, accent, frame } = l.colours;
  const w = (l.build === 'slim' ? 0.86 : l.build === 'bulky' ? 1.2 : 1) * body.torso;
  const [raise, other, legA, legB, tilt] = POSES[(hash(l.key) + GRADE_ORDER.indexOf(gradeCode) + 4 + take) % POSES.length]!;
  const armLen = 200 * body.limbs;
  const legLen = 250 * body.limbs;
  const panel = (d: string) => (body.detail ? `<path d="${d}" fill="none" stroke="${frame}" stroke-width="3" opacity="0.8"/>` : '');
  const joint = (cx: number, cy: number, r: number) =>
    body.detail > 1 ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${frame}" ${S}/>` : '';
  const glow = (d: string) => (l.glow ? `<path d="${d}" fill="none" stroke="${l.glow}" stroke-width="7" stroke-linecap="round"/>` : '');

  const arm = (side: 1 | -1, angle: number, holds: boolean) => {
    const L = armLen;
    const sx = side * 96 * w;
    const shield =
      !holds && l.shield
        ? `<polygon points="${side * 30},${L * 0.35} ${side * 95},${L * 0.35} ${side * 100},${L * 0.8} ${side * 62},${L + 40} ${side * 26},${L * 0.8}" fill="${accent}" ${S}/><polygon points="${side * 50},${L * 0.45} ${side * 80},${L * 0.45} ${side * 62},${L * 0.8}" fill="#facc15"/>`
        : '';
    return `<g transform="rotate(${-side * angle} ${sx} -150) translate(${sx} -150)">
      ${holds ? weaponSvg(l.weapon, l, L) : ''}
      <rect x="-17" y="20" width="34" height="${L * 0.42}" rx="8" fill="${frame}" ${S}/>${joint(0, L * 0.5, 16)}
      <rect x="-26" y="${L * 0.5}" width="52" height="${L * 0.42}" rx="10" fill="${armour}" ${S}/>${panel(`M-14 ${L * 0.62} h28`)}${glow(`M0 ${L * 0.55} v${L * 0.3}`)}
      <rect x="-16" y="${L * 0.9}" width="32" height="30" rx="8" fill="${frame}" ${S}/>${shield}
    </g>`;
  };
  const leg = (side: 1 | -1, spread: number) => {
    const L = legLen;
    const hx = side * 36 * w;
    return `<g transform="rotate(${-side * spread} ${hx} 30) translate(${hx} 30)">
      <rect x="-24" y="0" width="48" height="${L * 0.45}" rx="8" fill="${body.detail > 1 ? frame : armour}" ${S}/>${joint(0, L * 0.45, 18)}
      <polygon points="-30,${L * 0.42} 30,${L * 0.42} 38,${L} -38,${L}" fill="${armour}" ${S}/>
      <polygon points="-22,${L * 0.42} 22,${L * 0.42} 14,${L * 0.58} -14,${L * 0.58}" fill="${trim}" ${S}/>${panel(`M-26 ${L * 0.75} h52`)}${glow(`M0 ${L * 0.6} v${L * 0.3}`)}
      <polygon points="-44,${L} 44,${L} 52,${L + 34} -52,${L + 34}" fill="${accent}" ${S}/>
    </g>`;
  };
  const cw = 72 * w;
  const torso = `
    <polygon points="${-cw},-175 ${cw},-175 ${cw + 14},-95 ${cw * 0.62},-20 ${-cw * 0.62},-20 ${-cw - 14},-95" fill="${trim}" ${S}/>
    <rect x="${-cw * 0.62}" y="-160" width="${cw * 1.24}" height="46" rx="8" fill="${armour}" ${S}/>
    <rect x="${-cw * 0.5}" y="-150" width="${cw * 0.38}" height="26" rx="4" fill="#facc15"/><rect x="${cw * 0.12}" y="-150" width="${cw * 0.38}" height="26" rx="4" fill="#facc15"/>
    ${panel(`M${-cw * 0.6} -90 L0 -60 L${cw * 0.6} -90`)}${glow(`M${-cw * 0.5} -100 L0 -70 L${cw * 0.5} -100`)}
    <rect x="-42" y="-22" width="84" height="50" rx="8" fill="${accent}" ${S}/>
    ${body.trim ? `<path d="M${-cw} -175 h${cw * 2} M-42 28 h84" stroke="${body.trim}" stroke-width="8"/>` : ''}`;
  const shoulder = (side: 1 | -1) => {
    const sx = side * 96 * w;
    const spikes =
      l.spike && side === -1
        ? [0, 1, 2]
            .map(
              (i) => `<polygon points="${sx - 34 + i * 26},-184 ${sx - 22 + i * 26},-222 ${sx - 10 + i * 26},-184" fill="#d1d5db" ${S}/>`,
            )
            .join('')
        : '';
    return `${spikes}<rect x="${sx - 46 * w}" y="-192" width="${92 * w}" height="84" rx="20" fill="${armour}" ${S}/>${panel(`M${sx - 30 * w} -150 h${60 * w}`)}`;
  };
  const [weaponSide, shieldSide] = hash(l.key) % 2 ? ([1, -1] as const) : ([-1, 1] as const);
  return `<g transform="rotate(${tilt})">
    ${backSvg(l.back, l, w)}
    ${leg(-1, weaponSide === -1 ? legA : legB)}${leg(1, weaponSide === 1 ? legA : legB)}
    ${arm(shieldSide, other, false)}
    ${torso}
    ${shoulder(shieldSide)}${shoulder(weaponSide)}
    <g transform="translate(0 ${body.head > 1.5 ? -215 : -200}) scale(${body.head * 1.3})">${headSvg(l.head, l, body.detail)}</g>
    ${arm(weaponSide, raise, true)}
  </g>`;
}
