// Spec 3, the family list: the families shown, the user's own family, country and invitation
// count, the search input and whether it shows, and the message list. One pure reducer, so the
// search screen's state changes one way and each change is tested here.

import type { FamilyMessage, FamilySummary, LoginUserFamilyInfo } from '@h5/core-api/contracts/family';

export interface FamilyListState {
  list: FamilySummary[];
  user_family_info: LoginUserFamilyInfo['user_family_info'];
  user_country: string;
  invitation_count: number;
  /** What the search field holds. */
  inputSearch: string;
  /** The search field is open. */
  showInput: boolean;
  messageList: FamilyMessage[];
}

export type FamilyListAction =
  | { type: 'mine'; info: LoginUserFamilyInfo }
  | { type: 'list'; list: FamilySummary[] }
  | { type: 'input'; value: string }
  | { type: 'showInput'; show: boolean }
  | { type: 'messages'; list: FamilyMessage[] }
  | { type: 'invitationAnswered' };

export const initialFamilyList: FamilyListState = {
  list: [],
  user_family_info: null,
  user_country: '',
  invitation_count: 0,
  inputSearch: '',
  showInput: false,
  messageList: [],
};

export function familyListReducer(state: FamilyListState, action: FamilyListAction): FamilyListState {
  switch (action.type) {
    case 'mine':
      return {
        ...state,
        user_family_info: action.info.user_family_info,
        user_country: action.info.user_country,
        invitation_count: Math.max(0, action.info.invitation_count),
      };
    case 'list':
      return { ...state, list: action.list };
    case 'input':
      return { ...state, inputSearch: action.value };
    case 'showInput':
      // Closing the search clears it, so the list is the user's country's again.
      return action.show ? { ...state, showInput: true } : { ...state, showInput: false, inputSearch: '' };
    case 'messages':
      return { ...state, messageList: action.list };
    case 'invitationAnswered':
      return { ...state, invitation_count: Math.max(0, state.invitation_count - 1) };
  }
}

/** The search the list is asked with: the trimmed input while the field shows, else none. */
export function searchQuery(state: Pick<FamilyListState, 'inputSearch' | 'showInput'>): string {
  return state.showInput ? state.inputSearch.trim() : '';
}
