// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stageOpen, stageView } from './stage.ts';

const stage = (id: number, from: number, to: number) => ({
  id,
  name: `S${id}`,
  begin_time: from,
  end_time: to,
});
const STAGES = [stage(1, 100, 200), stage(2, 300, 400), stage(3, 400, 500)];
const at = (s: number) => s * 1000;

describe('stageView', () => {
  it('is before the first stage, counting down to its start', () => {
    const v = stageView(STAGES, at(50));
    expect(v.current?.id).toBe(1);
    expect(v.phase).toEqual({ phase: 'before', nextChangeMs: at(100) });
    expect(v.states).toEqual(['next', 'later', 'later']);
  });

  it('runs while a stage is open, until its end (the end itself closes it)', () => {
    expect(stageView(STAGES, at(100)).phase).toEqual({ phase: 'running', nextChangeMs: at(200) });
    const v = stageView(STAGES, at(200));
    expect(v.phase).toEqual({ phase: 'before', nextChangeMs: at(300) });
    expect(v.states).toEqual(['done', 'next', 'later']);
  });

  it('goes from one stage straight into the next', () => {
    const v = stageView(STAGES, at(400));
    expect(v.current?.id).toBe(3);
    expect(v.states).toEqual(['done', 'done', 'open']);
  });

  it('ends after the last stage, whatever order the stages come in', () => {
    const v = stageView([...STAGES].reverse(), at(500));
    expect(v).toEqual({
      current: null,
      phase: { phase: 'ended', nextChangeMs: null },
      states: ['done', 'done', 'done'],
    });
  });

  it('says whether entries and votes are open', () => {
    expect(stageOpen(STAGES, at(150))).toBe(true);
    expect(stageOpen(STAGES, at(250))).toBe(false);
    expect(stageOpen([], at(150))).toBe(false);
  });
});
