// The honor walls: past weeks' best families, and the brightest members of those families, each
// week with its dates and awards; open to everyone.

import { AsyncHonorWall } from '@h5/blocks/honor-wall';
import { api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { HONOR_WALL_READ } from '../reads.ts';
import { WallTabs } from './WallTabs.tsx';

export function FamilyHonor(_: ScreenProps) {
  return <Wall type="family" />;
}

export function MemberHonor(_: ScreenProps) {
  return <Wall type="member" />;
}

function Wall({ type }: { type: 'family' | 'member' }) {
  const r = useResource(() => api().call(HONOR_WALL_READ.call, { type }), [type]);
  return (
    <Page title={t(type === 'family' ? 'Family honor wall' : 'Member honor wall')} className="fm-honor">
      <div className="fm-honor-art fm-art" aria-hidden="true" />
      <WallTabs
        active={type}
        tabs={[
          { key: 'family', to: '/v/family-honor-wall/family', label: 'Families' },
          { key: 'member', to: '/v/family-honor-wall/member', label: 'Members' },
        ]}
      />
      <section className="h5-card">
        <AsyncHonorWall
          r={r}
          testId="honor-wall"
          top={3}
          none="No past weeks yet: the first winners are named when this week ends."
          stages={(d) => d.stages}
        />
      </section>
    </Page>
  );
}
