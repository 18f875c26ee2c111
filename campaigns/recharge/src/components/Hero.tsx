// The pages' banner: the campaign art (inlined into the CSS) with what the page offers, one fixed
// size while loading and loaded. Never the page's title: the header (the app's title bar) says it.

export function Hero({ line }: { line: string }) {
  return (
    <header className="rc-hero" data-testid="hero">
      <p className="rc-hero-line">{line}</p>
    </header>
  );
}
