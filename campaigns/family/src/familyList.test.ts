import { describe, expect, it } from 'vitest';
import { familyListReducer, initialFamilyList, searchQuery } from './familyList.ts';

const mine = {
  user_family_info: {
    family_id: 301,
    family_title: 'Desi Melodies',
    family_cover: '/c.svg',
    role: 'leader' as const,
  },
  user_country: 'IN',
  invitation_count: 2,
};

describe('family list (spec 3)', () => {
  it('starts with every field of the spec empty', () => {
    expect(initialFamilyList).toEqual({
      list: [],
      user_family_info: null,
      user_country: '',
      invitation_count: 0,
      inputSearch: '',
      showInput: false,
      messageList: [],
    });
  });

  it('keeps the user family info, country and invitation count', () => {
    const s = familyListReducer(initialFamilyList, { type: 'mine', info: mine });
    expect(s.user_family_info?.family_id).toBe(301);
    expect(s.user_country).toBe('IN');
    expect(s.invitation_count).toBe(2);
    expect(familyListReducer(s, { type: 'invitationAnswered' }).invitation_count).toBe(1);
    const none = familyListReducer({ ...s, invitation_count: 0 }, { type: 'invitationAnswered' });
    expect(none.invitation_count).toBe(0);
  });

  it('searches only while the input shows, and closing it clears it', () => {
    let s = familyListReducer(initialFamilyList, { type: 'input', value: '  nile ' });
    expect(searchQuery(s)).toBe('');
    s = familyListReducer(s, { type: 'showInput', show: true });
    expect(searchQuery(s)).toBe('nile');
    s = familyListReducer(s, { type: 'showInput', show: false });
    expect(s.inputSearch).toBe('');
    expect(s.showInput).toBe(false);
  });

  it('replaces the list and the message list', () => {
    const fam = { family_id: 1 } as never;
    const msg = { id: 'm1' } as never;
    const s = familyListReducer(familyListReducer(initialFamilyList, { type: 'list', list: [fam] }), {
      type: 'messages',
      list: [msg],
    });
    expect(s.list).toEqual([fam]);
    expect(s.messageList).toEqual([msg]);
  });
});
