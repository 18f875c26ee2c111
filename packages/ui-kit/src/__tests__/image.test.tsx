import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img, webpUrl } from '../image.tsx';

describe('WebP twin of tiered build images', () => {
  it('swaps the extension, keeping tier and query', () => {
    expect(webpUrl('/cdn/a/egg-1a2b@200.png')).toBe('/cdn/a/egg-1a2b@200.webp');
    expect(webpUrl('/cdn/a/bg.jpg?v=1')).toBe('/cdn/a/bg.webp?v=1');
    expect(webpUrl('/cdn/a.b/noext')).toBe('/cdn/a.b/noext');
    expect(webpUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });

  it('offers WebP first with the original format as fallback, at the picked tier', () => {
    const html = renderToStaticMarkup(
      <Img src="/cdn/a/egg-1a2b.png" alt="Egg" width={120} height={90} tiered webp />,
    );
    expect(html).toBe(
      '<picture><source type="image/webp" srcSet="/cdn/a/egg-1a2b@200.webp"/>' +
        '<img src="/cdn/a/egg-1a2b@200.png" alt="Egg" width="120" height="90" loading="lazy" decoding="async" style="aspect-ratio:120 / 90"/></picture>',
    );
  });

  it('renders a plain img without the webp flag', () => {
    const html = renderToStaticMarkup(<Img src="/x/a.png" alt="" width={10} height={10} />);
    expect(html.startsWith('<img')).toBe(true);
  });
});
