// Whether a name shown under the page's title says more than the title (shown above it already:
// the browser's header, the app's title bar). "Diwali Gift Rush" on the local gift festival's page
// is news; "World Cup Fever" under "World Cup", or an offer named as its page, is the title again.

const norm = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

export function saysMore(name: string, pageTitle: string): boolean {
  const a = norm(name);
  const b = norm(pageTitle);
  return a !== '' && !a.includes(b) && !b.includes(a);
}
