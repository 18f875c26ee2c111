// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copyText, sharePayload } from './sharePayload.ts';

const page = 'https://h5.example/v/lucky-eggs?promotion_id=3001';
const promo = {
  title: 'Lucky Eggs',
  share_title: 'Hit an egg!',
  share_desc: 'Win a sports car',
  share_cover: '/static/share/3001.png',
  share_link: 'https://h5.example/v/lucky-eggs?promotion_id=3001&from=share',
  slogan: 'Crack one, win big',
  is_share_copy: false,
};

describe('sharePayload (spec 3 share fields)', () => {
  it('passes the share fields, with links made absolute against the page', () => {
    expect(sharePayload(promo, page)).toEqual({
      title: 'Hit an egg!',
      desc: 'Win a sports car',
      cover: 'https://h5.example/static/share/3001.png',
      link: 'https://h5.example/v/lucky-eggs?promotion_id=3001&from=share',
    });
  });

  it('falls back to the title and the page itself', () => {
    const p = sharePayload({ ...promo, share_title: ' ', share_link: '', share_cover: '' }, page);
    expect(p).toMatchObject({ title: 'Lucky Eggs', link: page, cover: '' });
  });

  it('never shares a link that is not http(s)', () => {
    const p = sharePayload({ ...promo, share_link: 'javascript:alert(1)', share_cover: 'data:x' }, page);
    expect(p.link).toBe(page);
    expect(p.cover).toBe('');
  });
});

describe('copyText', () => {
  it('is the slogan and the link, or the link alone', () => {
    const p = sharePayload(promo, page);
    expect(copyText(promo, p)).toBe(`Crack one, win big ${promo.share_link}`);
    expect(copyText({ slogan: ' ' }, p)).toBe(promo.share_link);
  });
});
