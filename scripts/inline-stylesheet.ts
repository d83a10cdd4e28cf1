import type { Plugin } from 'vite';

/**
 * Writes the storefront's one stylesheet (Tailwind's output, ~10 KiB compressed) into
 * index.html instead of linking it. Decision: on a first visit over 4G a linked stylesheet is one
 * more round trip before anything can paint; inline, the start-up screen paints as soon as the
 * page itself has arrived. A returning shopper pays nothing more: the server answers the unchanged
 * page with 304 (server/static-site.ts sends an ETag).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'pasar:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
