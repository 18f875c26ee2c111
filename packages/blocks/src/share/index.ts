export { COPY_FAILED, LINK_COPIED, ShareButton, share } from './ShareButton.tsx';
export { copyText, type ShareFields, type SharePayload, sharePayload } from './sharePayload.ts';
