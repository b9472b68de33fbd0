import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_EVENT_PHRASES,
  HISTORY_STATUS_LABELS,
  HISTORY_TYPE_FILTERS,
  LEDGER_ACCOUNT_LABELS,
  SHIPMENT_STATUS_LABELS,
  TOPUP_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  WALLET_ACCOUNT_LABELS,
  WITHDRAWAL_STATUS_LABELS,
} from '@cho-gundam/contracts';
import { GHN_STATUS_LABELS_VI } from '../src/integrations/carrier/ghn.js';
import { CARRIER_LABEL_VI, carrierLabel, carrierStepNote } from '../src/modules/shipping/shipment-view.js';

/**
 * Everything people read is Vietnamese, staff screens included (issue 14: "callback" in the wallet,
 * "simulated" as the carrier's name, "escrow" on the moderator's ledger card). This reads the text
 * the screens and the server's messages are made of and refuses English words of the trade in it.
 * Product and brand names (Gundam, ZaloPay, GHN, Email, shop, kit, QR…) are not in the list.
 */
const ENGLISH = new Set(
  `callback callbacks gateway simulated simulation sandbox escrow webhook ledger journal pending held available balance
   payment refund status seller buyer deposit auction error failed invalid unknown request click submit cancel confirm
   delete upload loading moderator admin user checkout cart wallet topup withdraw withdrawal payout settings dashboard
   report revenue quota listing slug query retry timeout tracking parcel carrier shipment order account review approve
   reject draft publish unpublish trial upgrade unlimited subscription password notification success warning please
   your the and with from save edit remove search filter total amount price fee paid unpaid`.split(/\s+/),
);
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

/** English words of the list in a text (whole words: "price_desc" or "Ver.Ka" are not words here). */
export function englishWords(text: string): string[] {
  const words = text.match(/(?<![\p{L}\p{N}_])[A-Za-z]+(?![\p{L}\p{N}_])/gu) ?? [];
  return [...new Set(words.filter((w) => ENGLISH.has(w.toLowerCase())))];
}

const root = path.resolve(import.meta.dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Attributes and properties whose string is shown as it is. */
const SHOWN = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'okText',
  'cancelText',
  'emptyText',
  'tooltip',
  'content',
  'extra',
  'message',
  'hint',
  'note',
]);
/** Text that is not read on a screen, or is English on purpose: file → the text's beginning, and why. */
const NOT_SCREEN_TEXT: Record<string, { starts: string; why: string }[]> = {
  'apps/web/src/app/providers.tsx': [{ starts: 'Loading Redux...', why: 'the placeholder the seed asks for word for word (S1.13)' }],
  'apps/server/src/modules/kits/kits.routes.ts': [
    { starts: 'weight_grams, release_year', why: 'KIT_FORM: API documentation of the form fields' },
  ],
};
/** Markup around the sandbox page's words: tags (also cut at a template's edges), attributes and CSS rules are not text. */
const withoutMarkup = (t: string) =>
  /[<>{}]/.test(t)
    ? t
        .replace(/<[^>]*>/g, ' ')
        .replace(/^[^<>]*>/, ' ')
        .replace(/<[^>]*$/, ' ')
        .replace(/[^{}]*\{[^}]*\}/g, ' ')
    : t;
/** Where the server's strings are API documentation, not screen text. */
const API_DOCS = new Set(['summary', 'description']);

/** The texts of one file a person may read, with their line: JSX text, strings with Vietnamese in them, and shown attributes. */
function shownTexts(file: string, docsAreNotShown: boolean): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { line: number; text: string }[] = [];
  const nameOf = (n: ts.Node): string | null => {
    const p = n.parent;
    if (ts.isJsxAttribute(p)) return p.name.getText();
    if (ts.isPropertyAssignment(p)) return p.name.getText().replace(/['"]/g, '');
    return null;
  };
  const isApiDoc = (n: ts.Node): boolean => {
    for (let p: ts.Node | undefined = n.parent; p; p = p.parent) {
      if (ts.isPropertyAssignment(p) && API_DOCS.has(p.name.getText())) return true;
      if (ts.isCallExpression(p) && ts.isPropertyAccessExpression(p.expression) && p.expression.name.text === 'describe') return true;
      if (ts.isStatement(p)) return false;
    }
    return false;
  };
  /** a choice spliced into a Vietnamese sentence: `Nạp tiền (${via === 'callback' ? 'callback' : '…'})` */
  const insideVietnameseTemplate = (n: ts.Node): boolean => {
    let p = n.parent;
    while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || ts.isBinaryExpression(p))) {
      if (ts.isConditionalExpression(p) && p.condition === n) return false;
      n = p;
      p = p.parent;
    }
    return !!p && ts.isTemplateSpan(p) && VIETNAMESE.test(p.parent.getText());
  };
  const visit = (n: ts.Node) => {
    let text: string | null = null;
    if (ts.isJsxText(n)) text = n.text;
    else if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    ) {
      const attr = nameOf(ts.isStringLiteral(n) && ts.isJsxAttribute(n.parent) ? n : n);
      if (VIETNAMESE.test(n.text) || (attr && SHOWN.has(attr)) || insideVietnameseTemplate(n)) text = n.text;
      if (text && docsAreNotShown && isApiDoc(n)) text = null;
    }
    if (text && text.trim()) found.push({ line: source.getLineAndCharacterOfPosition(n.getStart()).line + 1, text: text.trim() });
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

function englishIn(dir: string, docsAreNotShown: boolean): string[] {
  return sourceFiles(path.join(root, dir)).flatMap((f) => {
    const exempt = NOT_SCREEN_TEXT[path.relative(root, f)] ?? [];
    return shownTexts(f, docsAreNotShown)
      .filter((t) => !exempt.some((e) => t.text.startsWith(e.starts)))
      .map((t) => ({ ...t, words: englishWords(withoutMarkup(t.text)) }))
      .filter((t) => t.words.length)
      .map((t) => `${path.relative(root, f)}:${t.line}: ${t.words.join(', ')} in "${t.text.slice(0, 80)}"`);
  });
}

describe('Vietnamese on every screen', () => {
  it('the word test catches what issue 14 saw, and lets names and codes through', () => {
    expect(englishWords('Nạp tiền qua ZaloPay (callback)')).toEqual(['callback']);
    expect(englishWords('Ký quỹ (escrow)')).toEqual(['escrow']);
    expect(englishWords('simulated')).toEqual(['simulated']);
    expect(englishWords('MG 1/100 Sazabi Ver.Ka · Email · shop · price_desc · Mã QR · GHN')).toEqual([]);
    expect(englishWords(withoutMarkup('"><button class="cancel" type="submit">Hủy</b'))).toEqual([]);
    expect(englishWords(withoutMarkup('<p class="note">Amount: callback</p>'))).toEqual(['Amount', 'callback']);
  });

  it('the web app shows no English', () => {
    expect(englishIn('apps/web/src', false)).toEqual([]);
  });

  it("the server's messages, notifications and names, and the shared labels, are Vietnamese", () => {
    expect(englishIn('apps/server/src', true)).toEqual([]);
    expect(englishIn('packages/contracts/src', true)).toEqual([]);
  });

  it('label maps have a Vietnamese word for every value, and carriers are named, never by their id', () => {
    const maps: Record<string, string>[] = [
      WALLET_ACCOUNT_LABELS,
      LEDGER_ACCOUNT_LABELS,
      TRANSACTION_TYPE_LABELS,
      HISTORY_STATUS_LABELS,
      TOPUP_STATUS_LABELS,
      WITHDRAWAL_STATUS_LABELS,
      SHIPMENT_STATUS_LABELS,
      GHN_STATUS_LABELS_VI,
      CARRIER_LABEL_VI,
      Object.fromEntries(Object.entries(HISTORY_TYPE_FILTERS).map(([k, f]) => [k, f.label])),
    ];
    for (const m of maps)
      for (const [key, label] of Object.entries(m)) {
        expect(englishWords(label), `${key}: ${label}`).toEqual([]);
        expect(label, key).toMatch(VIETNAMESE);
      }
    for (const phrase of HISTORY_EVENT_PHRASES) expect(englishWords(phrase), phrase).toEqual([]);
    expect(carrierLabel('simulated')).toBe('Vận chuyển mô phỏng');
    expect(carrierLabel('some_new_carrier')).toBe('Đơn vị vận chuyển');
    expect(carrierStepNote('ghn', 'storing')).toBe('Giao Hàng Nhanh (GHN): Hàng đang nằm ở kho');
    expect(carrierStepNote('ghn', 'something_new')).toBe('Giao Hàng Nhanh (GHN)');
  });
});
