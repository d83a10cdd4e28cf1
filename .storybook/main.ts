import type { StorybookConfig } from '@storybook/react-vite';
import type { Alias, Plugin, PluginOption } from 'vite';

/**
 * The storefront's own build plugins (scripts/*.ts, named `pasar:*` and applied only when Vite
 * builds): they shape the app's output — index.html's start-up, a page per path, the inlined
 * stylesheet, precompressed files, messages without their defaults — and fail on a build that is
 * not the app's ("app-start: no chunk for /me"). Storybook builds with the same vite.config.ts
 * (its `build` block Storybook drops itself), so its static build leaves them out.
 *
 * Decision: chosen by what they are (the shop's plugins that apply to the build only) rather than
 * by a list of names, so a new one of the kind stays out without touching this file. The ones
 * Storybook needs (the compiled locales, react-aria's Indonesian) apply in both modes and stay.
 */
async function withoutAppBuildPlugins(plugins: PluginOption[] = []): Promise<PluginOption[]> {
  const flat = await Promise.all((plugins as unknown[]).flat(Infinity));
  return (flat as PluginOption[]).filter(
    (plugin) => !(isPlugin(plugin) && plugin.name.startsWith('pasar:') && plugin.apply === 'build'),
  );
}

function isPlugin(plugin: unknown): plugin is Plugin {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin;
}

/**
 * The app's build swaps react-intl's message parser for a stub (its messages arrive compiled,
 * and its default messages are stripped). Storybook keeps the parser, as the story tests (Vite's
 * dev server) have it: a story whose words fall back to a default message renders the same in
 * the static build as in `npm test`.
 */
function withMessageParser(alias: Alias[] | Record<string, string> | undefined) {
  if (!Array.isArray(alias)) return alias;
  return alias.filter((entry) => !String(entry.replacement).includes('icu-messageformat-parser/no-parser'));
}

const config: StorybookConfig = {
  stories: [
    '../ui/**/*.mdx',
    '../ui/**/*.stories.@(ts|tsx)',
    '../storefront/**/*.stories.@(ts|tsx)',
    // The machines of machines/ drawn from their definitions (machines/machine-chart.ts).
    './machines/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    return {
      ...config,
      plugins: await withoutAppBuildPlugins(config.plugins),
      resolve: { ...config.resolve, alias: withMessageParser(config.resolve?.alias) },
    };
  },
};

export default config;
