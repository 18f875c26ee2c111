// The pages' banner: the campaign art (inlined into the CSS) under the page's title, one fixed
// size while loading and loaded.

export function Hero({ title, sub }: { title: string; sub?: string }) {
  return (
    <header className="rc-hero">
      <p className="rc-hero-title">{title}</p>
      {sub ? <p className="rc-hero-sub">{sub}</p> : null}
    </header>
  );
}
