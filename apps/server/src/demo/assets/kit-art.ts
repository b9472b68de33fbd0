/**
 * Demo photos drawn at load time (no binary files in the repository): an SVG per kit with a
 * backdrop in the grade's colours and pattern, the mobile suit of the kit's model line in a pose
 * of its grade (kit-figure.ts, kit-lines.ts) or its kit box, and a caption with the name, grade,
 * scale and series (no badge in the corner: the storefront card puts its own grade tag there),
 * rasterised by sharp and then stored like any upload.
 */
import sharp from 'sharp';
import { figureSvg } from './kit-figure.js';
import { modelLineOf } from './kit-lines.js';

const GRADE_COLOURS: Record<string, [string, string]> = {
  EG: ['#0f766e', '#134e4a'],
  HG: ['#1d4ed8', '#1e3a8a'],
  RG: ['#b91c1c', '#450a0a'],
  MG: ['#4338ca', '#1e1b4b'],
  PG: ['#b45309', '#451a03'],
  SD: ['#db2777', '#500724'],
  NG: ['#475569', '#0f172a'],
  MGEX: ['#1f2937', '#a16207'],
  HIRM: ['#64748b', '#1e293b'],
  FM: ['#15803d', '#052e16'],
  RE100: ['#92400e', '#1c1917'],
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** At most two lines of about `width` characters, the second cut with an ellipsis. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 2)
    lines.splice(
      1,
      lines.length - 1,
      `${lines
        .slice(1)
        .join(' ')
        .slice(0, width - 1)}…`,
    );
  return lines;
}

/** Each grade's backdrop pattern (white, faint), so a grade reads at a glance beside its colours. */
const PATTERNS: Record<string, string> = {
  EG: [0, 1, 2, 3, 4, 5].map((i) => `<line x1="${i * 180 - 200}" y1="0" x2="${i * 180 + 200}" y2="800"/>`).join(''),
  HG: [0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="0" y1="${60 + i * 110}" x2="800" y2="${20 + i * 110}"/>`).join(''),
  RG: Array.from(
    { length: 9 },
    (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="800"/><line x1="0" y1="${i * 100}" x2="800" y2="${i * 100}"/>`,
  ).join(''),
  MG: [1, 2, 3, 4, 5].map((i) => `<circle cx="400" cy="360" r="${i * 90}" fill="none"/>`).join(''),
  PG: Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="400" y1="360" x2="${400 + Math.round(Math.cos(i * 0.5236) * 700)}" y2="${360 + Math.round(Math.sin(i * 0.5236) * 700)}"/>`,
  ).join(''),
  SD: Array.from(
    { length: 25 },
    (_, i) => `<circle cx="${80 + (i % 5) * 160}" cy="${60 + Math.floor(i / 5) * 150}" r="26" stroke="none" fill="#ffffff"/>`,
  ).join(''),
  NG: '<circle cx="400" cy="360" r="300" fill="none"/>',
  MGEX: Array.from(
    { length: 8 },
    (_, i) => `<polygon points="${i * 120 - 60},0 ${i * 120},100 ${i * 120 - 60},200 ${i * 120 - 120},100" fill="none"/>`,
  ).join(''),
  HIRM: Array.from({ length: 16 }, (_, i) => `<line x1="${i * 52}" y1="0" x2="${i * 52}" y2="800"/>`).join(''),
  FM: [0, 1, 2, 3, 4].map((i) => `<polyline points="0,${i * 170} 400,${i * 170 + 120} 800,${i * 170}" fill="none"/>`).join(''),
  RE100: [0, 1, 2]
    .map((i) => `<rect x="${i * 300 - 100}" y="${i * 220}" width="260" height="260" transform="rotate(20 400 400)" fill="none"/>`)
    .join(''),
};

export interface KitArt {
  name: string;
  gradeCode: string;
  scale: string;
  series: string;
  /** 'suit': the primary photo; 'box': a secondary view of the kit box */
  view: 'suit' | 'box';
  /** which photo of this kit (two shops selling one kit show two different photos of it) */
  take?: number;
}

/** The figure alone on its grade's backdrop, without any text (tests compare these between lines). */
export function figureArtSvg(name: string, gradeCode: string): string {
  const [c1, c2] = GRADE_COLOURS[gradeCode] ?? GRADE_COLOURS.NG!;
  const figure = figureSvg(modelLineOf(name), gradeCode);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 800 800">${backdrop(c1, c2, gradeCode)}${place(figure, gradeCode)}</svg>`;
}

const backdrop = (c1: string, c2: string, gradeCode: string, take = 0) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <g stroke="#ffffff" stroke-opacity="0.09" fill-opacity="0.07" stroke-width="${gradeCode === 'HIRM' || gradeCode === 'RG' ? 6 : 28}" transform="translate(${(take * 37) % 97} ${(take * 23) % 61})">${PATTERNS[gradeCode] ?? PATTERNS.NG}</g>`;

const place = (figure: string, gradeCode: string) =>
  gradeCode === 'SD'
    ? `<g transform="translate(400 400) scale(0.95)">${figure}</g>`
    : `<g transform="translate(400 375) scale(0.84)">${figure}</g>`;

export function kitSvg(k: KitArt): string {
  const [c1, c2] = GRADE_COLOURS[k.gradeCode] ?? GRADE_COLOURS.NG!;
  const lines = wrap(k.name, 34);
  const scale = k.scale === 'non_scale' ? 'Không tỉ lệ' : k.scale;
  const figure = figureSvg(modelLineOf(k.name), k.gradeCode, k.take);
  const caption = `${k.gradeCode} · ${scale} · ${k.series.length > 44 ? `${k.series.slice(0, 43)}…` : k.series}`;
  const art =
    k.view === 'box'
      ? `<rect width="800" height="800" fill="#0f172a"/>
  <g stroke="#0f172a" stroke-width="6" stroke-linejoin="round">
    <polygon points="150,230 560,170 670,230 260,300" fill="#f1f5f9"/>
    <polygon points="150,230 260,300 260,620 150,540" fill="${c2}"/>
    <polygon points="260,300 670,230 670,550 260,620" fill="url(#g)"/>
  </g>
  <g transform="matrix(0.36 -0.062 0 0.36 470 450)">${figure}</g>
  <text x="285" y="600" transform="rotate(-9.6 285 600)" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="40" fill="#ffffff">${esc(k.gradeCode)}</text>`
      : place(figure, k.gradeCode);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 800 800">
  ${backdrop(c1, c2, k.gradeCode, k.take)}
  ${art}
  <rect x="0" y="668" width="800" height="132" fill="#000000" fill-opacity="0.55"/>
  ${lines.map((l, i) => `<text x="32" y="${(lines.length === 1 ? 724 : 708) + i * 36}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="30" fill="#ffffff">${esc(l)}</text>`).join('')}
  <text x="32" y="784" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#e2e8f0">${esc(caption)}</text>
  <text x="768" y="784" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#cbd5e1">${k.view === 'box' ? 'Hộp · ' : ''}Ảnh minh họa</text>
</svg>`;
}

/** The drawing as a PNG, ready for the upload pipeline. */
export const kitArtPng = (k: KitArt) =>
  sharp(Buffer.from(kitSvg(k)))
    .png({ compressionLevel: 0 })
    .toBuffer();
