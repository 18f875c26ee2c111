import { afterEach, expect, it, vi } from 'vitest';
import { copyText } from '../clipboard.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

const setClipboard = (v: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: v, configurable: true });

it('uses the Clipboard API', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  await expect(copyText('hi')).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith('hi');
});

it('falls back to execCommand', async () => {
  setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
  const exec = vi.fn().mockReturnValue(true);
  (document as unknown as { execCommand: unknown }).execCommand = exec;
  await expect(copyText('code-123')).resolves.toBe(true);
  expect(exec).toHaveBeenCalledWith('copy');
  expect(document.querySelector('textarea')).toBeNull();
});

it('fails silently', async () => {
  setClipboard(undefined);
  (document as unknown as { execCommand: unknown }).execCommand = () => {
    throw new Error('nope');
  };
  await expect(copyText('x')).resolves.toBe(false);
  (document as unknown as { execCommand: unknown }).execCommand = () => false;
  await expect(copyText('x')).resolves.toBe(false);
  expect(document.querySelector('textarea')).toBeNull();
});
