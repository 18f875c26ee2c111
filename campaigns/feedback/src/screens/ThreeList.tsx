// The third level: one group's questions.

import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { findGroup, QuestionRows } from '../components/help.tsx';
import { Missing } from '../components/Missing.tsx';
import { HELP_TREE_READ } from '../reads.ts';

export const NO_SUCH_GROUP = 'These questions were not found.';

export function ThreeList({ params }: ScreenProps) {
  const tree = useResource(() => api().call(HELP_TREE_READ.call, {}), []);
  return (
    <Page title={t('Questions')} className="fb-page">
      <Async r={tree} height="6rem">
        {(data) => {
          const found = findGroup(data, params.id ?? '');
          if (!found) return <Missing text={NO_SUCH_GROUP} />;
          return (
            <section className="h5-card fb-card">
              <p className="h5-muted fb-crumb">
                <bdi>{found.category.title}</bdi>
              </p>
              <h2 className="fb-h">
                <bdi>{found.group.title}</bdi>
              </h2>
              <QuestionRows questions={found.group.questions} testId="questions" />
            </section>
          );
        }}
      </Async>
    </Page>
  );
}
