import { describe, expect, it } from 'vitest';
import { pageAfter, pageNumber, pageOf } from './paging.ts';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}` }));

describe('paging', () => {
  it('reads the page from numbers and numeric strings, from 1, up to a maximum', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(2.7)).toBe(2);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-4')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber(500, 100)).toBe(100);
  });

  it('slices one page into { list, has_more }', () => {
    expect(pageOf(rows, { page: 1 }, { size: 10 })).toEqual({ list: rows.slice(0, 10), has_more: true });
    expect(pageOf(rows, { page: '3' }, { size: 10 })).toEqual({ list: rows.slice(20), has_more: false });
    expect(pageOf(rows, { page: 4 }, { size: 10 })).toEqual({ list: [], has_more: false });
    expect(pageOf([], {}, { size: 10 })).toEqual({ list: [], has_more: false });
  });

  it('lets the request choose page_size only when the area allows it, and caps it', () => {
    expect(pageOf(rows, { page: 1, page_size: 5 }, { size: 10 }).list).toHaveLength(10);
    expect(pageOf(rows, { page: 2, page_size: 5 }, { size: 10, maxSize: 20 }).list[0]).toEqual({ id: 'r6' });
    expect(pageOf(rows, { page_size: 500 }, { size: 10, maxSize: 20 }).list).toHaveLength(20);
  });

  it('pages after a cursor, naming the next one while more follow', () => {
    const idOf = (r: { id: string }) => r.id;
    const first = pageAfter(rows, undefined, idOf, { size: 10 });
    expect(first).toMatchObject({ has_more: true, next_cursor: 'r10' });
    const second = pageAfter(rows, first.next_cursor, idOf, { size: 10 });
    expect(second.list[0]).toEqual({ id: 'r11' });
    const last = pageAfter(rows, second.next_cursor, idOf, { size: 10 });
    expect(last).toEqual({ list: rows.slice(20), has_more: false, next_cursor: '' });
  });
});
