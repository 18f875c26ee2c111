import { createHash } from 'node:crypto';
import { campaignConfig } from '@h5/vite-preset';
import type { Plugin, UserConfig } from 'vite';
import { ogImagePng } from './build/ogImage.ts';
import { DEFAULT_SHARE_META, shareMetaHtml } from './src/shareMeta.ts';

/**
 * The preview tags of the share pages in the built HTML (messengers read the HTML, not the
 * script), with the preview image beside the other content-hashed assets.
 */
function sharePreview(): Plugin {
  const png = ogImagePng();
  const file = `assets/og-${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`;
  let base = '/';
  return {
    name: 'share-preview',
    apply: 'build',
    configResolved(c) {
      base = c.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: png });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '</head>',
          `${shareMetaHtml({ ...DEFAULT_SHARE_META, image: `${base}${file}` })}\n</head>`,
        ),
    },
  };
}

const preset = campaignConfig({ campaign: 'share', root: import.meta.dirname });

export default (env: Parameters<typeof preset>[0]): UserConfig => {
  const config = preset(env) as UserConfig;
  return { ...config, plugins: [...(config.plugins ?? []), sharePreview()] };
};
