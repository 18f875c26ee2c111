// A review as kept with its version: `<campaign>/versions/<id>/review/` on the origin holds
// review.json (this record), one PNG per screen, the live version's screens it was compared with
// (live/), the differences (diff/) and the page (index.html).

import type { Origin } from '../publish/origin.ts';
import { contentTypeOf, NO_CACHE } from '../publish/origin.ts';
import type { ShotSpec } from './shots.ts';

export const REVIEW_RECORD = 'review.json';
export const REVIEW_PAGE = 'index.html';

export interface VersionInfo {
  id: string;
  /** ISO time the version was built and reviewed. */
  time: string;
  commit: string;
}

export interface ReviewRecord {
  campaign: string;
  version: VersionInfo;
  /** The sandbox's (and the page's) clock for every screen. */
  clock: string;
  budget: { jsKb: number; cssKb: number; budgetKb: number; over: boolean } | null;
  shots: Array<ShotSpec & { file: string | null; faults: string[]; note?: string }>;
}

/** Where a version's review lives on the origin (a folder key, ending in `/`). */
export function reviewPrefix(campaign: string, id: string): string {
  return `${campaign}/versions/${id}/review/`;
}

/** Findings of the perception gate over every screen: none is a pass. */
export function gateFindings(record: ReviewRecord): string[] {
  return record.shots.flatMap((s) =>
    s.faults.map((f) => `${s.route} ${s.lang} ${s.variant}${s.sheet ? ' (sheet)' : ''}: ${f}`),
  );
}

export async function readRecord(origin: Origin, prefix: string): Promise<ReviewRecord | null> {
  const raw = await origin.get(`${prefix}${REVIEW_RECORD}`);
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString('utf8')) as ReviewRecord;
  } catch {
    return null;
  }
}

/** The pictures of a kept review, by screen key. */
export async function readPictures(
  origin: Origin,
  prefix: string,
  record: ReviewRecord,
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const s of record.shots) {
    if (!s.file) continue;
    const png = await origin.get(`${prefix}${s.file}`);
    if (png) out.set(s.key, png);
  }
  return out;
}

export async function putFile(origin: Origin, key: string, body: Buffer | string): Promise<void> {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  // A review is rewritten when the same build is reviewed again, so nothing of it is immutable.
  await origin.put(key, buf, { contentType: contentTypeOf(key), cacheControl: NO_CACHE });
}
