// With DevTools attached (the bench, Lighthouse, PageSpeed Insights), V8 records where each new
// Error is made, and to say so it parses again every function on the stack. react-dom makes five
// sentinel errors (Suspense's, hydration's) while it loads, inside one 144 kB function of the
// runtime file: that second parse of react-dom and of the whole file was most of the runtime's
// evaluation there (150 of 176 ms at 4× CPU), the largest task after the first paint. Without a
// stack trace limit V8 records no stack. The sentinels' stacks are never shown; a phone without
// DevTools gains next to nothing, and loses nothing.

type ErrorConstructorLike = { stackTraceLimit?: number };

/** Removes `Error.stackTraceLimit` until the returned function puts it back as it was. */
export function pauseErrorStacks(errorClass: ErrorConstructorLike = Error): () => void {
  const saved = Object.getOwnPropertyDescriptor(errorClass, 'stackTraceLimit');
  if (!saved?.configurable) return () => {};
  delete errorClass.stackTraceLimit;
  return () => {
    if (!('stackTraceLimit' in errorClass)) Object.defineProperty(errorClass, 'stackTraceLimit', saved);
  };
}
