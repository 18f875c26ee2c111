import { currentToast } from '@h5/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtime } from '../testRender.tsx';
import { LINK_COPIED, share } from './ShareButton.tsx';

const promo = {
  title: 'Lucky Eggs',
  share_title: 'Hit an egg!',
  share_desc: 'Win',
  share_cover: '',
  share_link: 'https://h5.example/v/lucky-eggs?promotion_id=3001',
  slogan: 'Crack one',
  is_share_copy: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  currentToast.value = null;
});

describe('share', () => {
  it('uses the Web Share API in a browser that has it', async () => {
    runtime();
    const webShare = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: webShare });
    await share(promo, 'https://h5.example/v/lucky-eggs');
    expect(webShare).toHaveBeenCalledWith({ title: 'Hit an egg!', text: 'Win', url: promo.share_link });
  });
  it('copies the slogan and link where nothing can share, and says so', async () => {
    runtime();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await share(promo, 'https://h5.example/v/lucky-eggs');
    expect(writeText).toHaveBeenCalledWith(`Crack one ${promo.share_link}`);
    expect(currentToast.value?.text).toBe(LINK_COPIED);
  });
  it('with is_share_copy, also puts the slogan and link on the clipboard as it shares', async () => {
    runtime();
    const webShare = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: webShare, clipboard: { writeText } });
    await share({ ...promo, is_share_copy: true }, 'https://h5.example/v/lucky-eggs');
    expect(webShare).toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(`Crack one ${promo.share_link}`);
    expect(currentToast.value).toBeNull();
  });
  it('copies when the share sheet fails to open', async () => {
    runtime();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async () => {
        throw new Error('NotAllowedError');
      },
      clipboard: { writeText },
    });
    await share(promo, 'https://h5.example/v/lucky-eggs');
    expect(writeText).toHaveBeenCalled();
    expect(currentToast.value?.text).toBe(LINK_COPIED);
  });
});
