import { describe, expect, it } from 'vitest';
import { applyShareMeta, DEFAULT_SHARE_META, recordingMeta, shareMetaHtml } from './shareMeta.ts';

describe('share preview tags', () => {
  it('writes Open Graph and Twitter card title, description and image', () => {
    const html = shareMetaHtml({ ...DEFAULT_SHARE_META, image: 'https://cdn.example/og.png' });
    for (const key of [
      'og:title',
      'og:description',
      'og:image',
      'twitter:card',
      'twitter:title',
      'twitter:image',
    ])
      expect(html).toContain(key);
    expect(html).toContain('content="https://cdn.example/og.png"');
  });

  it('escapes server text so it never becomes markup', () => {
    const html = shareMetaHtml(recordingMeta('"><script>alert(1)</script>', 'A & B', 'x.png', 'by'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('A &amp; B');
  });

  it('sets the tags of a live page, creating the missing ones', () => {
    applyShareMeta(document, recordingMeta('Tum Hi Ho', '<b>Asha</b>', '/c.svg', 'Sung on StarMaker'));
    const title = document.head.querySelector('meta[property="og:title"]');
    expect(title?.getAttribute('content')).toBe('Tum Hi Ho · <b>Asha</b>');
    expect(document.head.querySelector('b')).toBeNull();
    applyShareMeta(document, recordingMeta('Perfect', 'Sam', '/d.svg', 'x'));
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
