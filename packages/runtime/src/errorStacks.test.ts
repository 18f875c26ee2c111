import { describe, expect, it } from 'vitest';
import { runtimeEntrySource } from './entry.ts';
import { pauseErrorStacks } from './errorStacks.ts';

describe('no stack traces while the runtime loads', () => {
  it('removes the stack trace limit, then puts the same one back', () => {
    const errorClass = { stackTraceLimit: 25 };
    const resume = pauseErrorStacks(errorClass);
    expect('stackTraceLimit' in errorClass).toBe(false);
    resume();
    expect(Object.getOwnPropertyDescriptor(errorClass, 'stackTraceLimit')).toEqual({
      value: 25,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  });

  it('leaves alone a limit the page set meanwhile, and an engine without one', () => {
    const errorClass: { stackTraceLimit?: number } = { stackTraceLimit: 10 };
    const resume = pauseErrorStacks(errorClass);
    errorClass.stackTraceLimit = 50;
    resume();
    expect(errorClass.stackTraceLimit).toBe(50);
    const none: { stackTraceLimit?: number } = {};
    pauseErrorStacks(none)();
    expect('stackTraceLimit' in none).toBe(false);
  });

  it('an Error made while paused has no stack, and one made after has its stack again', () => {
    const resume = pauseErrorStacks();
    const during = new Error('sentinel');
    resume();
    expect(during.stack).toBeUndefined();
    expect(new Error('after').stack).toContain('errorStacks.test.ts');
  });

  it('pauses before the first package loads and resumes after the last', () => {
    const lines = runtimeEntrySource(import.meta.filename)
      .trim()
      .split('\n');
    expect(lines[0]).toBe('import "h5-runtime:pause-error-stacks";');
    expect(lines.at(-1)).toBe('import "h5-runtime:resume-error-stacks";');
    expect(lines.findIndex((l) => l.startsWith('import m0 from "react"'))).toBeGreaterThan(0);
  });
});
