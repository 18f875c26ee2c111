import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { NOT_RANKED, type RankEntry, RankList } from './RankList.tsx';

const entry = (rank: number, name: string, score: number): RankEntry => ({ uid: rank, rank, name, score });
const five = [
  entry(1, 'Aarav', 900),
  entry(2, 'نور', 800),
  entry(3, 'Siti', 700),
  entry(4, 'Juan', 600),
  entry(5, 'Priya', 500),
];

describe('<RankList>', () => {
  it('puts the top three on the podium and the rest in rows, names isolated', async () => {
    runtime();
    const host = await render(<RankList entries={five} empty="Nobody yet" />);
    const podium = host.querySelectorAll('.blk-podium li');
    expect(podium).toHaveLength(3);
    expect(host.querySelectorAll('.blk-rows li')).toHaveLength(2);
    expect(podium[1]?.querySelector('bdi')?.textContent).toBe('نور');
    expect(host.querySelector('.blk-rows')?.getAttribute('start')).toBe('4');
  });
  it('gives each podium step its player, once, where the rows have theirs in the detail line', async () => {
    runtime();
    const player = (n: number) => <button type="button" data-testid="play" data-n={n} />;
    const played = five.map((e) => ({
      ...e,
      detail: (
        <span>
          song {e.rank} {player(e.rank)}
        </span>
      ),
      play: player(e.rank),
    }));
    const host = await render(<RankList entries={played} empty="x" />);
    const steps = [...host.querySelectorAll('.blk-podium li')];
    expect(steps.map((li) => li.querySelectorAll('[data-testid=play]').length)).toEqual([1, 1, 1]);
    expect(steps.map((li) => li.querySelector('[data-testid=play]')?.getAttribute('data-n'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(host.querySelectorAll('.blk-rows [data-testid=play]')).toHaveLength(2);
  });
  it('pins my row, or says why there is none', async () => {
    runtime();
    const mine = await render(<RankList entries={five} me={entry(12, 'Me Myself', 40)} empty="x" />);
    expect(mine.querySelector('[data-testid=my-rank]')?.textContent).toContain('Me Myself');
    expect(mine.querySelector('[data-testid=my-rank]')?.textContent).toContain('12');
    expect(mine.querySelector('.blk-row-pinned')?.textContent).toContain('Me Myself');
    const none = await render(<RankList entries={five} me={null} empty="x" />);
    expect(none.querySelector('[data-testid=my-rank]')?.textContent).toBe(NOT_RANKED);
    // A sentence has no row to keep in view: pinned, it covered the rows' buttons.
    expect(none.querySelector('.blk-row-pinned')).toBeNull();
    const visitor = await render(
      <RankList entries={five} me={null} meFallback={<button>Log in</button>} empty="x" />,
    );
    expect(visitor.querySelector('[data-testid=my-rank] button')?.textContent).toBe('Log in');
    const noRow = await render(<RankList entries={five} empty="x" />);
    expect(noRow.querySelector('[data-testid=my-rank]')).toBeNull();
  });
  it('says the empty sentence, and renders scores the campaign way', async () => {
    runtime();
    const empty = await render(<RankList entries={[]} empty="Nobody yet" />);
    expect(empty.textContent).toBe('Nobody yet');
    const coins = await render(<RankList entries={five} podium={0} renderScore={(s) => `+${s}`} empty="x" />);
    expect(coins.querySelector('.blk-podium')).toBeNull();
    expect(coins.querySelector('.blk-row .blk-score')?.textContent).toBe('+900');
  });
  it('lists a user ranked within the list once, in place and marked, with no pinned copy', async () => {
    runtime();
    const inRows = await render(<RankList entries={five} me={entry(4, 'Juan', 600)} empty="x" />);
    expect(inRows.textContent?.match(/Juan/g)).toHaveLength(1);
    expect(inRows.querySelectorAll('[data-testid=my-rank]')).toHaveLength(1);
    const mine = inRows.querySelector('.blk-rows li:first-child [data-testid=my-rank]');
    expect(mine?.textContent).toContain('Juan');
    expect(mine?.textContent).toContain('(you)');
    expect(inRows.querySelector('.blk-row-pinned')).toBeNull();
    const onPodium = await render(<RankList entries={five} me={entry(2, 'نور', 800)} empty="x" />);
    expect(onPodium.textContent?.match(/نور/g)).toHaveLength(1);
    expect(onPodium.querySelector('.blk-podium-me [data-testid=my-rank]')?.textContent).toContain('(you)');
    expect(onPodium.querySelector('.blk-row-pinned')).toBeNull();
    const below = await render(<RankList entries={five} me={entry(12, 'Me Myself', 40)} empty="x" />);
    expect(below.querySelector('.blk-row-pinned')?.textContent).toContain('Me Myself');
    expect(below.querySelector('.blk-rows [data-testid=my-rank]')).toBeNull();
  });
});
