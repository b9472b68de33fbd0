/**
 * Demo photos drawn at load time (no binary files in the repository): an SVG per kit with a
 * gradient in the grade's colour, a simple mobile-suit silhouette or a kit box, the grade badge,
 * the scale and the kit's name, rasterised by sharp and then stored like any upload.
 */
import sharp from 'sharp';

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

const SUIT = `
  <g fill="#f8fafc" stroke="#0f172a" stroke-width="6" stroke-linejoin="round" opacity="0.93">
    <polygon points="400,150 300,95 318,90 400,128 482,90 500,95" fill="#facc15"/>
    <rect x="362" y="140" width="76" height="72" rx="12"/>
    <polygon points="372,170 428,170 420,186 380,186" fill="#22c55e"/>
    <rect x="240" y="222" width="96" height="84" rx="18"/>
    <rect x="464" y="222" width="96" height="84" rx="18"/>
    <polygon points="330,222 470,222 488,318 440,380 360,380 312,318" fill="#2563eb"/>
    <rect x="366" y="240" width="68" height="40" rx="6" fill="#facc15"/>
    <rect x="254" y="306" width="60" height="150" rx="14"/>
    <rect x="486" y="306" width="60" height="150" rx="14"/>
    <rect x="358" y="380" width="84" height="54" rx="8" fill="#dc2626"/>
    <polygon points="346,434 396,434 400,600 330,600"/>
    <polygon points="404,434 454,434 470,600 400,600"/>
    <rect x="312" y="596" width="96" height="30" rx="8" fill="#dc2626"/>
    <rect x="392" y="596" width="96" height="30" rx="8" fill="#dc2626"/>
  </g>`;

const BOX = `
  <g stroke="#0f172a" stroke-width="6" stroke-linejoin="round">
    <polygon points="170,250 560,190 660,250 270,320" fill="#f1f5f9"/>
    <polygon points="170,250 270,320 270,610 170,530" fill="#cbd5e1"/>
    <polygon points="270,320 660,250 660,540 270,610" fill="#ffffff"/>
    <polygon points="300,360 630,300 630,520 300,580" fill="url(#g)" opacity="0.85"/>
  </g>`;

export interface KitArt {
  name: string;
  gradeCode: string;
  scale: string;
  series: string;
  /** 'suit': the primary photo; 'box': a secondary view of the kit box */
  view: 'suit' | 'box';
}

export function kitSvg(k: KitArt): string {
  const [c1, c2] = GRADE_COLOURS[k.gradeCode] ?? GRADE_COLOURS.NG!;
  const lines = wrap(k.name, 30);
  const scale = k.scale === 'non_scale' ? 'Không tỉ lệ' : k.scale;
  const badgeWidth = 40 + k.gradeCode.length * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
  <rect width="800" height="800" fill="${k.view === 'box' ? '#0f172a' : 'url(#g)'}"/>
  <g stroke="#ffffff" stroke-opacity="0.07" stroke-width="40">${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${i * 180 - 200}" y1="0" x2="${i * 180 + 200}" y2="800"/>`).join('')}</g>
  ${k.view === 'box' ? BOX : SUIT}
  <rect x="36" y="36" width="${badgeWidth}" height="72" rx="14" fill="#ffffff"/>
  <text x="${36 + badgeWidth / 2}" y="88" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="44" fill="${c1}">${esc(k.gradeCode)}</text>
  <text x="764" y="88" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="40" fill="#ffffff">${esc(scale)}</text>
  <rect x="0" y="648" width="800" height="152" fill="#000000" fill-opacity="0.5"/>
  ${lines.map((l, i) => `<text x="32" y="${(lines.length === 1 ? 712 : 694) + i * 44}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="36" fill="#ffffff">${esc(l)}</text>`).join('')}
  <text x="32" y="780" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#e2e8f0">${esc(k.series.length > 56 ? `${k.series.slice(0, 55)}…` : k.series)}</text>
  <text x="764" y="128" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#e2e8f0">${k.view === 'box' ? 'Hộp sản phẩm · ' : ''}Ảnh minh họa</text>
</svg>`;
}

/** The drawing as a PNG, ready for the upload pipeline. */
export const kitArtPng = (k: KitArt) =>
  sharp(Buffer.from(kitSvg(k)))
    .png({ compressionLevel: 2 })
    .toBuffer();
