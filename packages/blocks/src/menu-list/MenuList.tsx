// A card of rows that lead to other screens: an icon, the label, an optional value or badge at
// the end side, and a chevron. Each row is the one Link, so long-press and new tabs work.

import { Link, type QueryExtra, t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import './styles.css';
import { ForwardIcon } from '@h5/ui-kit/icon';

export interface MenuItem {
  /** The target screen's path, as `Link` takes it. */
  to: string;
  query?: QueryExtra;
  /** An English key. */
  label: string;
  /** An image address (drawn at 24 design px), or drawn art of the campaign's own. */
  icon?: string | ReactNode;
  /** Shown at the end side, muted: an account, a count. Server text is the caller's to isolate. */
  value?: ReactNode;
  /** A small pill at the end side (new, a number to see). */
  badge?: ReactNode;
  testId?: string;
}

export function MenuList({ items, label, testId }: { items: MenuItem[]; label?: string; testId?: string }) {
  return (
    <nav className="blk-menu" aria-label={label ? t(label) : undefined} data-testid={testId}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} query={item.query} className="blk-menu-row" testId={item.testId}>
              {item.icon === undefined ? null : (
                <span className="blk-menu-icon" aria-hidden="true">
                  {typeof item.icon === 'string' ? (
                    <Img src={item.icon} alt="" width={24} height={24} />
                  ) : (
                    item.icon
                  )}
                </span>
              )}
              <span className="blk-menu-label">{t(item.label)}</span>
              {item.value === undefined ? null : <span className="blk-menu-value">{item.value}</span>}
              {item.badge === undefined ? null : <span className="blk-menu-badge">{item.badge}</span>}
              <ForwardIcon className="blk-menu-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
