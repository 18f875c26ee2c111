/** Parse "8.33.2" / "v8.4" / "8.33.2-beta" into [major, minor, patch]; anything else is null. */
export function parseVersion(v: string | null | undefined): [number, number, number] | null {
  const m = /^v?(\d{1,6})(?:\.(\d{1,6}))?(?:\.(\d{1,6}))?(?:\.\d+)*(?:[-+ ].*)?$/.exec(
    String(v ?? '').trim(),
  );
  return m ? [+(m[1] as string), +(m[2] ?? 0), +(m[3] ?? 0)] : null;
}

/** -1 / 0 / 1. An unparsable version sorts below every parsable one; two unparsable ones are equal. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  for (let i = 0; i < 3; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d) return d > 0 ? 1 : -1;
  }
  return 0;
}

/** False when the version is missing or unparsable. */
export function versionAtLeast(version: string | null, min: string): boolean {
  return parseVersion(version) !== null && compareVersions(version as string, min) >= 0;
}

/** Bridge-feature version gates from the spec (section 9), in ascending order. */
export const VERSION_GATES: readonly string[] = [
  '7.0.7',
  '7.0.8',
  '7.0.9',
  '7.5.0',
  '7.6.0',
  '7.6.7',
  '7.8.2',
  '7.8.7',
  '8.28.0',
];
