// The valentine card (campaigns/valentine; spec 3 and 7): a card made of a template, one of the
// user's recordings and a message, saved and shared; the saved card opens from its link for
// anyone. Spec 7 names the three calls (GET /user/recordings, POST /valentine/save-card,
// GET /valentine/card/{id}) and spec 3 the page's fields (templateType, recordingList,
// recording, card, cardId, editCard), not the answers' shapes: those are ours (docs/api-gaps.md).

import { defineCall } from '../call.ts';

/** The card templates the page offers. */
export const TEMPLATE_TYPES = [1, 2, 3] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The longest message a card carries, in characters. */
export const MESSAGE_MAX = 120;

export const MESSAGE_ERRORS = {
  empty: 'Write a message for your card.',
  long: `Keep your message to ${MESSAGE_MAX} characters.`,
};

/** The message's problem as an English key, or null when it can be saved (checked again by the server). */
export function messageError(message: string): string | null {
  const text = message.trim();
  if (!text) return MESSAGE_ERRORS.empty;
  return [...text].length > MESSAGE_MAX ? MESSAGE_ERRORS.long : null;
}

export function isTemplateType(v: unknown): v is TemplateType {
  return typeof v === 'number' && (TEMPLATE_TYPES as readonly number[]).includes(v);
}

export interface Recording {
  id: string;
  cover_image: string;
  /** The singer's own words about it. */
  recording_desc: string;
  media_type: 'audio' | 'video';
  song: { title: string; artist: string };
  /**
   * Not from the spec (docs/api-gaps.md, "Valentine"): where the recording plays from. The card's
   * share text promises the song can be heard; spec 3 names no field for it.
   */
  media_url: string;
}

export interface ValentineCard {
  card_id: string;
  template_type: TemplateType;
  /** The sender's own words. */
  message: string;
  recording: Recording;
  from: { uid: number; stage_name: string; avatar: string };
  /** Seconds since the epoch. */
  created_at: number;
  /** The signed-in user made it (may edit it). */
  mine: boolean;
}

/** Spec 7: the signed-in user's recordings to choose from (answer shape not from the spec). */
export const getMyRecordings = defineCall<Record<string, never>, { list: Recording[] }>({
  name: 'valentine.recordings',
  method: 'GET',
  host: 'api',
  path: '/user/recordings',
});

/** Spec 7: saves a new card, or the user's own card `card_id` (editCard); answers its id. */
export const saveCard = defineCall<
  { template_type: TemplateType; recording_id: string; message: string; card_id?: string },
  { card_id: string }
>({
  name: 'valentine.saveCard',
  method: 'POST',
  host: 'api',
  path: '/valentine/save-card',
});

/** Spec 7: a saved card, open to anyone with its link. */
export const getCard = defineCall<{ id: string }, ValentineCard>({
  name: 'valentine.card',
  method: 'GET',
  host: 'api',
  path: '/valentine/card/{id}',
});
