// Open Graph and Twitter card tags, so a share link pasted into a messenger shows a preview
// (title, description, image). The build writes them into the HTML (vite.config.ts), where
// messengers read them; the page sets them again from what it loaded. Every value is escaped:
// server text (a song name, a user's name) never becomes markup.

export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute where the CDN base is a URL; messengers need one. */
  image: string;
}

/** The preview of any share page before a recording is known: the app and what it offers. */
export const DEFAULT_SHARE_META: Omit<ShareMeta, 'image'> = {
  title: 'StarMaker: sing, duet and go live',
  description: 'Listen to this on StarMaker, sing the other part with friends, or join the live room.',
};

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as [attribute, name, content]: Open Graph by `property`, Twitter by `name`. */
function shareMetaTags(meta: ShareMeta): Array<['property' | 'name', string, string]> {
  return [
    ['property', 'og:type', 'music.song'],
    ['property', 'og:site_name', 'StarMaker'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', meta.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image],
  ];
}

/** The tags as HTML for the built page, every value escaped. */
export function shareMetaHtml(meta: ShareMeta): string {
  return shareMetaTags(meta)
    .map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`)
    .join('\n');
}

/** The recording's own preview once it is known: "Song by Singer". */
export function recordingMeta(song: string, singer: string, image: string, byLine: string): ShareMeta {
  return { title: `${song} · ${singer}`, description: byLine, image };
}

/** Sets the tags in a live document (attribute values: never parsed as markup). */
export function applyShareMeta(doc: Document, meta: ShareMeta): void {
  for (const [attr, key, content] of shareMetaTags(meta)) {
    let el = doc.head.querySelector(`meta[${attr}="${key}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(attr, key);
      doc.head.appendChild(el);
    }
    el.setAttribute('content', content);
  }
}
