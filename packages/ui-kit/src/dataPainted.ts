// The data-painted mark: when the first screen's data is on screen, for the bench. Apart from
// the head's inline scripts (firstPaint.ts), which the build reads and the page never loads.

/** The performance mark set once the first screen's data is on screen (`npm run bench` reads it). */
export const DATA_PAINTED_MARK = 'h5-data-painted';

/** How long to wait for the screen to take over the reads the HTML started. */
const DATA_PAINT_GIVE_UP_MS = 10_000;

const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 16),
  );
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sets DATA_PAINTED_MARK after the frame that shows the first screen's data. The reads the HTML
 * started are that data (each route declares them): once the screen has taken every one over
 * (the client removes what it takes) and they have answered, the next frame painted holds it.
 * Placed here rather than in each screen so every campaign is measured by the same rule; a page
 * that started no reads marks the frame after its first screen commits.
 */
export async function markDataPainted(
  reads: Record<string, { answer: Promise<unknown> }> | undefined,
  screenCommitted: Promise<void>,
  pollMs = 16,
): Promise<void> {
  const started = Object.entries(reads ?? {});
  await screenCommitted;
  const since = Date.now();
  while (started.some(([key]) => reads?.[key]) && Date.now() - since < DATA_PAINT_GIVE_UP_MS)
    await sleep(pollMs);
  await Promise.allSettled(started.map(([, r]) => r.answer));
  // The answers' own continuations (parse, signals, React's render) run first, then two frames.
  await sleep(0);
  await nextFrame();
  await nextFrame();
  performance.mark(DATA_PAINTED_MARK);
}
