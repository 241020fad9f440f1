// Links that open the customer's own apps: the dialler, WhatsApp and the mail app.

/** "+1 (876) 555-0142" → "tel:+18765550142"; an extension is dialled after a pause (the comma). */
export function telHref(phone: string, extension?: number): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}${extension === undefined ? '' : `,${extension}`}`;
}

/** WhatsApp's click-to-chat address takes the number as digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A mailto: link, with a subject line when given. */
export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
