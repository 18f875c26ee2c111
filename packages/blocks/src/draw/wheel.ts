// Where the wheel stops: the rotation that brings a segment's middle under the pointer at the
// top, and back again, so the landing follows the server's prize and nothing else.

/** Full turns before the wheel settles: long enough to read as a spin. */
export const WHEEL_TURNS = 5;

/** Degrees of the wheel's clockwise rotation after spinning from `from` onto segment `index`. */
export function wheelTurn(from: number, index: number, count: number, turns = WHEEL_TURNS): number {
  const seg = 360 / count;
  const centre = (index + 0.5) * seg;
  // The segment's middle, at `centre` clockwise from the top on the still wheel, is at the top
  // once the wheel has turned by -centre (mod 360); always forwards, always whole turns first.
  const rest = (((-centre - from) % 360) + 360) % 360;
  return from + turns * 360 + rest;
}

/** The segment under the pointer at the top for a wheel turned by `rotation` degrees. */
export function segmentAt(rotation: number, count: number): number {
  const atPointer = ((-rotation % 360) + 360) % 360;
  return Math.floor(atPointer / (360 / count)) % count;
}
