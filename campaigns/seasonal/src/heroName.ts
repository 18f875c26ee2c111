// The season's own name goes in its hero only when it says more than the page's title shown
// above it already (the browser's header, the app's title bar): "Diwali Gift Rush" on the local
// gift festival's page is news; "World Cup Fever" under "World Cup" is the title again, and the
// hero leads with what the page is for instead.

const norm = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

export function heroName(promotionTitle: string, pageTitle: string): boolean {
  const a = norm(promotionTitle);
  const b = norm(pageTitle);
  return a !== '' && !a.includes(b) && !b.includes(a);
}
