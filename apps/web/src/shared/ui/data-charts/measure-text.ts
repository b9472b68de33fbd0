import { labelWidth } from './chart-scale';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of a chart's label in the page's own font, measured on a canvas; where there is no
 * canvas to measure with (jsdom in the tests), an estimate from its characters.
 */
export function textWidth(text: string, fontSize: number) {
  if (context === undefined) context = canvasContext();
  if (!context) return labelWidth(text, fontSize);
  context.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}

function canvasContext() {
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return null;
  return document.createElement('canvas').getContext('2d');
}
