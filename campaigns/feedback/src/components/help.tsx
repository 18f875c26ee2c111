// Pieces the help screens share: question rows (a guided question opens its form), a category's
// icon, and finding things in the help tree.

import type { HelpCategory, HelpGroup, HelpTree, QuestionLink } from '@h5/core-api/contracts/feedback';
import { Link } from '@h5/ui-kit';
import { ForwardIcon } from '@h5/ui-kit/icon';
import { Img } from '@h5/ui-kit/image';

/** Question type 10 is a guided form, not a plain answer. */
export const GUIDED_TYPE = 10;

function questionPath(q: QuestionLink): string {
  const id = encodeURIComponent(q.id);
  return q.type === GUIDED_TYPE ? `/v/feedback/typeTenQuestion/${id}` : `/v/feedback/question/${id}`;
}

export function QuestionRows({ questions, testId }: { questions: QuestionLink[]; testId?: string }) {
  return (
    <ul className="fb-rows" data-testid={testId}>
      {questions.map((q) => (
        <li key={q.id}>
          <Link to={questionPath(q)} className="fb-row">
            <bdi>{q.title}</bdi>
            <ForwardIcon className="fb-chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function GroupRows({ groups }: { groups: HelpGroup[] }) {
  return (
    <ul className="fb-rows" data-testid="groups">
      {groups.map((g) => (
        <li key={g.id}>
          <Link to={`/v/feedback/threelist/${encodeURIComponent(g.id)}`} className="fb-row">
            <bdi>{g.title}</bdi>
            <span className="fb-row-count">{g.questions.length}</span>
            <ForwardIcon className="fb-chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryIcon({ c, size = 40 }: { c: HelpCategory; size?: number }) {
  return <Img src={c.icon} alt="" width={size} height={size} className="fb-cat-icon" />;
}

export function findGroup(tree: HelpTree, id: string): { category: HelpCategory; group: HelpGroup } | null {
  for (const category of tree.categories)
    for (const group of category.groups) if (group.id === id) return { category, group };
  return null;
}
