export interface TabsProps<K extends string> {
  tabs: Array<{ key: K; label: string }>;
  active: K;
  onChange: (key: K) => void;
  label: string;
}

export function Tabs<K extends string>({ tabs, active, onChange, label }: TabsProps<K>) {
  return (
    <div className="h5-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          role="tab"
          aria-selected={tab.key === active}
          className={tab.key === active ? 'h5-tab h5-tab-active' : 'h5-tab'}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
