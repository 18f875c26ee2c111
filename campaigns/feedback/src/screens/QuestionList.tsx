// The second level: a category's groups (`?category=`), with the other categories as tabs; without
// a known category, every category with its groups.

import type { HelpCategory } from '@h5/core-api/contracts/feedback';
import { Async, api, Link, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { CategoryIcon, GroupRows } from '../components/help.tsx';
import { HELP_TREE_READ } from '../reads.ts';

export function QuestionList({ query }: ScreenProps) {
  const tree = useResource(() => api().call(HELP_TREE_READ.call, {}), []);
  const wanted = query.get('category');
  return (
    <Page title={t('Questions')} className="fb-page">
      <Async r={tree} height="8rem">
        {({ categories }) => {
          const one = categories.find((c) => c.id === wanted);
          return (
            <>
              <nav className="fb-tabs" aria-label={t('Categories')}>
                {categories.map((c) => (
                  <Link
                    key={c.id}
                    to="/v/feedback/questionList"
                    query={{ category: c.id }}
                    replace
                    className={c.id === one?.id ? 'fb-tab fb-tab-on' : 'fb-tab'}
                  >
                    <bdi>{c.title}</bdi>
                  </Link>
                ))}
              </nav>
              {(one ? [one] : categories).map((c) => (
                <CategorySection key={c.id} c={c} />
              ))}
            </>
          );
        }}
      </Async>
    </Page>
  );
}

function CategorySection({ c }: { c: HelpCategory }) {
  return (
    <section className="h5-card fb-card" data-testid={`category-${c.id}`}>
      <h2 className="fb-h fb-h-icon">
        <CategoryIcon c={c} size={28} />
        <bdi>{c.title}</bdi>
      </h2>
      <GroupRows groups={c.groups} />
    </section>
  );
}
