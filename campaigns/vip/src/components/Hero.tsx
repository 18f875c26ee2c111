// The top of the VIP pages: the crown art (a CSS background, the same size while loading) and what
// the page offers, server text when the activity says it (its slogan). Never the page's title: the
// header (the app's title bar) says it.
import type { ReactNode } from 'react';

export function Hero({ line }: { line: ReactNode }) {
  return (
    <div className="vip-hero" data-testid="hero">
      <p className="vip-hero-line">{line}</p>
    </div>
  );
}
