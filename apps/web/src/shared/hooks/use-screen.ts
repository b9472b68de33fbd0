import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** The widths the layouts switch at: antd's breakpoints (its theme's screenSM, screenMD, screenLG), as in the stylesheets' media queries. */
const SCREEN_MIN_WIDTH = { sm: 576, md: 768, lg: 992 } as const;
type ScreenSize = keyof typeof SCREEN_MIN_WIDTH;

/**
 * Is the screen at least this wide? Known from the first render and kept current. Not antd's
 * Grid.useBreakpoint: it knows nothing until its layout effect has run, and then draws its screen
 * again at once, in the same task: on every public page that was the whole top bar drawn a second
 * time while the first screen was being committed (issue 13).
 */
export function useScreenAtLeast(size: ScreenSize): boolean {
  const query = useMemo(() => window.matchMedia(`(min-width: ${SCREEN_MIN_WIDTH[size]}px)`), [size]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => query.matches);
}
