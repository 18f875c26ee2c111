import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { PHASE_TEXTS, PhaseBanner } from './PhaseBanner.tsx';

describe('<PhaseBanner>', () => {
  it('keeps its line before the phase is known', async () => {
    runtime();
    const host = await render(<PhaseBanner phase={null} />);
    expect(host.querySelector('[data-testid=phase-banner]')?.textContent).toBe('');
  });
  it('counts down to the start and to the end, and says when it has ended', async () => {
    runtime();
    const soon = Date.now() + 3_661_000;
    const before = await render(<PhaseBanner phase={{ phase: 'before', nextChangeMs: soon }} />);
    expect(before.textContent).toMatch(/^Starts in 01:0[01]:\d\d$/);
    const running = await render(
      <PhaseBanner phase={{ phase: 'running', nextChangeMs: soon }} texts={{ running: 'Closes in' }} />,
    );
    expect(running.textContent).toMatch(/^Closes in 01:/);
    const ended = await render(<PhaseBanner phase={{ phase: 'ended', nextChangeMs: null }} />);
    expect(ended.textContent).toBe(PHASE_TEXTS.ended);
  });
});
