// VIP customer service: the contacts come from the server (never written in the page), and only
// a well-formed one becomes a link; anything else is shown as text.

/** `https://wa.me/<digits>` for a phone number in international form, or null. */
export function whatsappLink(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** `mailto:` for a plain e-mail address, or null. */
export function mailLink(email: string): string | null {
  const e = email.trim();
  return /^[^\s@?&<>"'/\\]+@[^\s@?&<>"'/\\]+\.[A-Za-z]{2,}$/.test(e) ? `mailto:${e}` : null;
}

export const CONTACT_US = 'Our VIP team answers in your language.';
