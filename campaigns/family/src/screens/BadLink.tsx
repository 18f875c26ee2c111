import { FAMILY_CODES } from '@h5/core-api/contracts/family';
import { Link, type NotFoundProps, Page, t } from '@h5/ui-kit';

export const BAD_LINK = 'This link does not name a family. Find the family in the list instead.';

/** A family screen opened with an id that is not one: one sentence and the way to the list. */
export function BadLink({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="h5-state" role="alert" data-testid="bad-link">
        <p>{t(BAD_LINK)}</p>
        <Link to="/v/family/search" className="h5-button">
          {t('Find a family')}
        </Link>
      </div>
    </Page>
  );
}

export const NO_SUCH_FAMILY = 'This family does not exist. Find another one in the list.';

/** A family id the server does not know (a disbanded family, a mistyped link): the way to the list. */
export const FAMILY_NOT_FOUND: NotFoundProps = {
  codes: [FAMILY_CODES.notFound],
  text: NO_SUCH_FAMILY,
  wayOn: { to: '/v/family/search', label: 'Find a family' },
};
