import { Link, t } from '@h5/ui-kit';

/** Tabs that are links: each view has its own address, so back and shared links work. */
export function WallTabs<K extends string>({
  tabs,
  active,
}: {
  tabs: Array<{ key: K; to: string; label: string }>;
  active: K;
}) {
  return (
    <nav className="h5-tabs fm-link-tabs">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          replace
          className={tab.key === active ? 'h5-tab h5-tab-active' : 'h5-tab'}
          testId={`tab-${tab.key}`}
        >
          <span aria-current={tab.key === active ? 'page' : undefined}>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
