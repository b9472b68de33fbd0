import type { Plugin } from 'vite';

const STUB = '\0antd-unique-tooltip-off';

/**
 * antd's ConfigProvider imports its shared-tooltip provider (`tooltip/UniqueProvider`) and with it
 * the whole popup engine (@rc-component/trigger and its motion), although it renders that provider
 * only when `tooltip.unique` is set, which this app never sets (app/providers.tsx). The import alone
 * put the engine into the shell every page loads and evaluates first (issue 13). This build gives
 * ConfigProvider a provider that renders its children as antd's does without `tooltip.unique`; the
 * pages whose tooltips, menus or selects need the engine load it with their own code.
 */
export function antdWithoutUniqueTooltip(): Plugin {
  return {
    name: 'antd-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer?.replaceAll('\\', '/').includes('/antd/es/config-provider/')) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        '// tooltip.unique is not used by this app: see apps/web/antd-without-unique-tooltip.ts',
        'const UniqueProvider = ({ children }) => children;',
        'export default UniqueProvider;',
      ].join('\n');
    },
  };
}
