/**
 * The model lines of the demo kits and how each one is drawn: colours, head, back, weapon and build.
 * A kit's line is found from its name (the first pattern that matches), so two kits of the same
 * mobile suit share a look and different suits never do.
 */
export type Head = 'vfin' | 'monoeye' | 'horn' | 'crest' | 'skull';
export type Back = 'none' | 'wings' | 'feathers' | 'funnels' | 'binders' | 'thrusters' | 'bits' | 'bat';
export type Weapon = 'rifle' | 'sword' | 'mace' | 'scythe' | 'bazooka' | 'axe' | 'saber' | 'lance';
export type Build = 'slim' | 'normal' | 'bulky';

export interface ModelLine {
  key: string;
  /** a kit whose name matches belongs to the line */
  match: RegExp;
  /** armour, trim (chest, vents), accent (waist, feet), frame (joints), eye, and the back parts' colour */
  colours: { armour: string; trim: string; accent: string; frame: string; eye: string; back: string };
  head: Head;
  back: Back;
  weapon: Weapon;
  build: Build;
  /** a shield on the off arm */
  shield?: boolean;
  /** glowing frame lines (psycho-frame) */
  glow?: string;
  /** one spiked shoulder (Zaku) */
  spike?: boolean;
}

/**
 * [key, name pattern, colours (armour trim accent frame eye back), look (head back weapon build, then
 * `shield`, `spike`, `glow:<colour>`)]. Order matters: the first pattern that matches wins.
 */
const LINES: [string, RegExp, string, string][] = [
  ['hi_nu', /Hi-Nu|Hi-ν/i, 'f8fafc 4338ca facc15 334155 22c55e 312e81', 'vfin funnels rifle normal shield'],
  ['nu', /\bNu Gundam|ν Gundam/i, 'f1f5f9 18181b facc15 3f3f46 22c55e 27272a', 'vfin funnels rifle normal shield'],
  ['sazabi', /Sazabi/i, 'dc2626 7f1d1d fbbf24 1c1917 f472b6 991b1b', 'monoeye binders axe bulky shield'],
  ['nightingale', /Nightingale/i, 'b91c1c 450a0a f59e0b 1c1917 f472b6 7f1d1d', 'monoeye binders bazooka bulky'],
  ['chars_zaku', /Char.s Zaku|MS-06S/i, 'f87171 b91c1c 7f1d1d 292524 f472b6 991b1b', 'crest thrusters bazooka normal spike'],
  ['zaku', /Zaku/i, '65a30d 365314 3f6212 292524 f472b6 4d7c0f', 'monoeye thrusters rifle normal spike'],
  ['gouf', /Gouf|\bDom\b|Gelgoog|Jagd Doga/i, '2563eb 1e3a8a 64748b 1e293b f472b6 1e40af', 'monoeye thrusters saber bulky shield'],
  [
    'unicorn',
    /Unicorn|Banshee|Narrative|Phenex/i,
    'f8fafc cbd5e1 e2e8f0 475569 22c55e 94a3b8',
    'horn thrusters rifle normal shield glow:ef4444',
  ],
  ['strike_freedom', /Strike Freedom/i, 'f8fafc 1d4ed8 ca8a04 1e293b 22c55e eab308', 'vfin wings rifle slim'],
  ['freedom', /Freedom/i, 'f8fafc 2563eb dc2626 334155 22c55e 1d4ed8', 'vfin wings rifle slim shield'],
  ['justice', /Justice/i, 'dc2626 f8fafc 1f2937 374151 22c55e b91c1c', 'vfin binders saber slim shield'],
  ['earth_alliance', /Forbidden|Calamity|Raider/i, '334155 0f766e f8fafc 1e293b 22c55e 115e59', 'crest binders scythe bulky'],
  ['destiny', /Destiny Gundam|Impulse/i, 'e2e8f0 1e3a8a b91c1c 1f2937 22c55e dc2626', 'vfin wings sword slim'],
  ['strike', /Strike|Aile/i, 'f8fafc 1d4ed8 dc2626 334155 22c55e e11d48', 'vfin thrusters rifle normal shield'],
  ['astray', /Astray/i, 'f8fafc dc2626 b91c1c dc2626 22c55e 991b1b', 'vfin thrusters sword slim'],
  ['exia', /Exia|\b00\b|Dynames|Kyrios|Virtue/i, 'f8fafc 1d4ed8 dc2626 475569 22c55e 16a34a', 'vfin thrusters sword slim shield'],
  ['barbatos', /Barbatos|Gusion|Kimaris|Vidar/i, 'f1f5f9 1e40af 9ca3af 6b7280 22c55e 475569', 'vfin thrusters mace slim'],
  ['deathscythe', /Deathscythe/i, '1f2937 111827 16a34a 4b5563 22c55e 0f172a', 'vfin bat scythe slim'],
  ['epyon', /Epyon/i, '991b1b 581c87 fbbf24 1f2937 22c55e 581c87', 'crest bat sword slim shield'],
  ['wing', /Wing/i, 'f8fafc 1d4ed8 dc2626 475569 22c55e f8fafc', 'vfin feathers rifle slim shield'],
  ['aerial', /Aerial|Calibarn/i, 'f8fafc 38bdf8 1d4ed8 334155 38bdf8 60a5fa', 'vfin bits rifle slim shield'],
  ['lfrith', /Lfrith/i, 'fdf2f8 f472b6 be185d 334155 f472b6 f9a8d4', 'crest bits rifle slim'],
  ['schwarzette', /Schwarzette|Darilbalde/i, '111827 ca8a04 374151 a16207 facc15 1f2937', 'crest thrusters lance slim'],
  ['pharact', /Pharact/i, '6d28d9 ede9fe 4c1d95 1e1b4b a78bfa 7c3aed', 'monoeye bits rifle slim'],
  ['gquuuuuux', /GQuuuuuuX/i, 'f8fafc 2563eb ec4899 1e293b 22d3ee 93c5fd', 'vfin thrusters saber normal'],
  ['red_gundam', /Red Gundam/i, 'dc2626 f8fafc 7f1d1d 1f2937 22c55e b91c1c', 'vfin thrusters rifle normal shield'],
  ['crossbone', /Crossbone/i, 'f8fafc 1e3a8a facc15 1f2937 22c55e 1e3a8a', 'skull thrusters saber slim'],
  ['xi', /\bXi\b|Penelope/i, 'f8fafc 1e40af fbbf24 334155 22c55e 64748b', 'vfin binders rifle bulky'],
  ['full_armor', /Full Armor|Thunderbolt|Psycho Zaku/i, 'e5e7eb 1e3a8a 15803d 374151 22c55e 166534', 'vfin binders bazooka bulky shield'],
  ['zeta', /Zeta|\bZ Gundam|ZZ/i, 'f8fafc 1d4ed8 dc2626 334155 22c55e 1e40af', 'vfin binders rifle normal shield'],
  ['sinanju', /Sinanju|Kshatriya/i, 'b91c1c ca8a04 450a0a 1c1917 f472b6 7f1d1d', 'monoeye thrusters axe normal shield'],
  ['gm', /\bGM\b|Jegan|Ball\b/i, 'f1f5f9 dc2626 65a30d 374151 22c55e 475569', 'crest thrusters rifle normal shield'],
  ['wukong', /Wukong|Sun Wukong/i, 'fbbf24 dc2626 f8fafc 7c2d12 22c55e ea580c', 'crest none lance normal'],
  ['rx78', /RX-78|Gundam \(Revive\)|Gundam Ver|\bGundam$/i, 'f8fafc 1d4ed8 dc2626 334155 22c55e 94a3b8', 'vfin none rifle normal shield'],
];

function parse([key, match, colours, look]: [string, RegExp, string, string]): ModelLine {
  const [armour, trim, accent, frame, eye, back] = colours.split(' ').map((h) => `#${h}`) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [head, backPart, weapon, build, ...flags] = look.split(' ');
  const glow = flags.find((f) => f.startsWith('glow:'));
  return {
    key,
    match,
    colours: { armour, trim, accent, frame, eye, back },
    head: head as Head,
    back: backPart as Back,
    weapon: weapon as Weapon,
    build: build as Build,
    shield: flags.includes('shield'),
    spike: flags.includes('spike'),
    glow: glow ? `#${glow.slice(5)}` : undefined,
  };
}

/** Every line of the demo art. */
export const MODEL_LINES: ModelLine[] = LINES.map(parse);

/** The model line a kit's name belongs to; names no pattern knows get RX-78's look. */
export const modelLineOf = (name: string): ModelLine =>
  MODEL_LINES.find((l) => l.match.test(name)) ?? MODEL_LINES.find((l) => l.key === 'rx78')!;
