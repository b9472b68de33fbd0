/**
 * The seed tokens the app gives antd beyond its defaults: one blue, generous radii, system fonts (no
 * font download on a cold load). Its own file, without imports, so `write-theme-map-token.ts` can read
 * it in Node when it writes the theme's map token (`theme-algorithm.ts`).
 */
export const BRAND_TOKEN = {
  colorPrimary: '#1d4ed8',
  colorLink: '#1d4ed8',
  colorBgLayout: '#f4f6fb',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
} as const;
