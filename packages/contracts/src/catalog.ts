import { z } from 'zod';
import { foldVietnamese } from './text.js';

/** `GET /grades`: the seeded grades (EG, HG, RG, MG, PG, SD, NG, MGEX, HIRM, FM, RE100), in display order. */
export const gradeSchema = z.object({
  code: z.string(),
  name: z.string(),
  display_name: z.string(),
  slug: z.string(),
});
export type Grade = z.infer<typeof gradeSchema>;
export const gradeListResponse = z.array(gradeSchema);

/**
 * The series a kit belongs to (English names, as the original sends them). The first 52 are the
 * original's list, in its order; the rest are lines it missed that real kits come from (OVA and
 * manga lines such as Thunderbolt, Crossbone or Sentinel, and Requiem for Vengeance, 2024).
 * The list is a suggestion: `series` also accepts free text (see `kitSeriesField`), because new
 * series keep appearing (SEED Freedom 2024, GQuuuuuuX 2025) faster than a release of this list.
 */
export const GUNDAM_SERIES = [
  'Mobile Suit Gundam',
  'Mobile Suit Zeta Gundam',
  'Mobile Suit Gundam ZZ',
  'Mobile Suit Victory Gundam',
  'Mobile Fighter G Gundam',
  'Mobile Suit Gundam Wing',
  'After War Gundam X',
  'Turn A Gundam',
  'Mobile Suit Gundam SEED',
  'Superior Defender Gundam Force',
  'Mobile Suit Gundam SEED Destiny',
  'Mobile Suit Gundam 00',
  'SD Gundam Sangokuden Brave Battle Warriors',
  'Model Suit Gunpla Builders Beginning G',
  'Mobile Suit Gundam AGE',
  'Gundam Build Fighters',
  'Mobile Suit Gundam-san',
  'Gundam Reconguista in G',
  'Gundam Build Fighters Try',
  'Mobile Suit Gundam: Iron-Blooded Orphans',
  'Gundam Build Divers',
  'SD Gundam World Sangoku Soketsuden',
  'Gundam Build Divers Re:Rise',
  'SD Gundam World Heroes',
  'Mobile Suit Gundam: The Witch from Mercury',
  'Mobile Suit Gundam GQuuuuuuX',
  'Mobile Suit Gundam (Compilation Movies)',
  "Mobile Suit Gundam: Char's Counterattack",
  'Mobile Suit SD Gundam (Movies)',
  'Mobile Suit Gundam 0080: War in the Pocket',
  'Mobile Suit SD Gundam (OVA)',
  'Mobile Suit Gundam F91 (1991)',
  'Mobile Suit Gundam 0083: Stardust Memory (OVA)',
  'Mobile Suit Gundam 0083: Stardust Memory (Compilation Movie)',
  'Gundam Wing: Endless Waltz (OVA/Movie)',
  'Turn A Gundam (Compilation Movies)',
  'Mobile Suit Zeta Gundam: A New Translation (Compilation Movies)',
  'Mobile Suit Gundam 00 the Movie: A Wakening of the Trailblazer',
  'SD Gundam Sangokuden Brave Battle Warriors (Movie)',
  'Mobile Suit Gundam Unicorn (OVA)',
  'Gundam Reconguista in G (Compilation Movies)',
  'Mobile Suit Gundam Narrative',
  'Mobile Suit Gundam Hathaway',
  "Mobile Suit Gundam: Cucuruz Doan's Island",
  'Mobile Suit Gundam SEED Freedom',
  'Mobile Suit Gundam AGE: Memory of Eden',
  'Gundam Evolve (OVA)',
  'G-Saviour (Live-Action TV Movie)',
  'Gundam Breaker Battlogue (ONA)',
  'Mobile Suit Gundam: Silver Phantom (VR Movie)',
  'Mobile Suit Gundam Iron-Blooded Orphans: Urðr-Hunt (ONA)',
  'Gundam Build Metaverse (ONA)',
  // beyond the original's list
  'Mobile Suit Gundam: The 08th MS Team',
  'Mobile Suit Gundam MS IGLOO',
  'Mobile Suit Gundam: The Origin',
  'Mobile Suit Gundam Thunderbolt',
  'Mobile Suit Gundam Twilight AXIS',
  'Mobile Suit Gundam SEED Astray',
  'Mobile Suit Gundam SEED C.E. 73: Stargazer',
  'Mobile Suit Crossbone Gundam',
  'Gundam Sentinel',
  'Gundam: Requiem for Vengeance',
] as const;
export type GundamSeries = (typeof GUNDAM_SERIES)[number];

export const seriesListResponse = z.array(z.object({ name: z.string(), slug: z.string() }));
export type SeriesListResponse = z.infer<typeof seriesListResponse>;

const seriesByFolded = new Map<string, GundamSeries>(GUNDAM_SERIES.map((s) => [foldVietnamese(s), s]));
/** The list's own spelling of a series typed in any case or accents, or null when it is not in the list. */
export function canonicalSeries(input: string): GundamSeries | null {
  return seriesByFolded.get(foldVietnamese(input)) ?? null;
}

/** A URL slug: accents folded, anything but letters and digits turned into single dashes. */
export function slugify(s: string): string {
  return foldVietnamese(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
