// The top of the VIP pages: the crown art (a CSS background, the same size while loading) and the
// page's heading, server text when the activity names it.
import type { ReactNode } from 'react';

export function Hero({ title, sub }: { title: ReactNode; sub?: ReactNode }) {
  return (
    <div className="vip-hero">
      <h2 className="vip-hero-title">{title}</h2>
      {sub === undefined ? null : <p className="vip-hero-sub">{sub}</p>}
    </div>
  );
}
