// A titled section of a screen, with an optional action beside its title.

import type { ReactNode } from 'react';

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="agq-section">
      <div className="agq-section-head">
        <h2>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
