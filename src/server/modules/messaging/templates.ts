import { PICKUP_HOLD_BUSINESS_DAYS } from '../../../shared/constants';
import { jmd } from '../../lib/mail/wording';

// The store's WhatsApp templates (docs/messaging.md lists them to register with Meta, category Utility,
// language WHATSAPP_TEMPLATE_LANGUAGE). The SMS fallback is the same words with the variables filled in.
// DESIGN.md: under 300 characters, one fact and one link, signed with the store's name, no marketing.
// Nothing a customer typed goes into a message: anyone can type anyone's number into a form, so what the
// store sends says only what the store itself wrote (the same rule as unverified e-mail addresses).

export const TEMPLATES = {
  request_received: { kind: 'request-received', body: 'Yaad Parts: we got your request {{1}}. We will find the part and send you a quote. Follow it here: {{2}}' },
  quote_ready: { kind: 'quote-ready', body: 'Yaad Parts: your quote for {{1}} is ready, {{2}} delivered. See it and pay the deposit: {{3}}' },
  payment_received: { kind: 'payment-received', body: 'Yaad Parts: we received {{1}} for {{2}}. Thank you! Your receipt is in your e-mail. Follow it here: {{3}}' },
  payment_corrected: {
    kind: 'payment-corrected',
    body: 'Yaad Parts: a correction on {{1}}: the {{2}} we recorded was a mistake and that receipt is void. Details are in your e-mail. Follow it here: {{3}}',
  },
  part_ordered: { kind: 'part-ordered', body: 'Yaad Parts: we ordered the part for {{1}} from our US supplier. Follow it here: {{2}}' },
  part_shipped: { kind: 'part-shipped', body: 'Yaad Parts: the part for {{1}} has left the US, tracking {{2}}. Follow it here: {{3}}' },
  part_arrived: { kind: 'part-arrived', body: 'Yaad Parts: the part for {{1}} has arrived in Jamaica. Follow it here: {{2}}' },
  ready_for_pickup: { kind: 'ready-for-pickup', body: 'Yaad Parts: {{1}} is ready at {{2}}. To pay: {{3}}. Held {{4}} business days; bring ID. Pay or details: {{5}}' },
  delivered: { kind: 'delivered', body: 'Yaad Parts: {{1}} was delivered. Thank you for shopping with us! Details: {{2}}' },
  order_placed: { kind: 'order-placed', body: 'Yaad Parts: we got your order {{1}}, {{2}}. Follow it here: {{3}}' },
  order_out_for_delivery: { kind: 'out-for-delivery', body: 'Yaad Parts: your order {{1}} is out for delivery today. To pay the driver: {{2}}. Follow it here: {{3}}' },
} as const satisfies Record<string, { kind: string; body: string }>;

export type TemplateName = keyof typeof TEMPLATES;

/** How many variables a template body takes ({{1}}…{{n}}). */
export function variableCount(name: TemplateName): number {
  return new Set(TEMPLATES[name].body.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** The update for a customer: the template and its variables, and the same words filled in for SMS. */
export function updateFrom(name: TemplateName, variables: string[]) {
  if (variables.length !== variableCount(name)) throw new Error(`Template ${name} takes ${variableCount(name)} variables, not ${variables.length}`);
  const text = TEMPLATES[name].body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => variables[Number(n) - 1]!);
  return { kind: TEMPLATES[name].kind, template: name, variables, text };
}

/**
 * "Ready for pickup", for a request or an order alike: where (with the opening hours), what is left to
 * pay, how long it is held and a link to pay or read more (docs/messaging.md). `who` is "REQ-…" or
 * "Your order ORD-…".
 */
export function pickupUpdate(p: { who: string; address: string; hours: string | null; owedCents: number; link: string }) {
  const place = p.hours ? `${p.address} (open ${p.hours})` : p.address;
  return updateFrom('ready_for_pickup', [p.who, place, toPay(p.owedCents), String(PICKUP_HOLD_BUSINESS_DAYS), p.link]);
}

/** What the customer still pays, in a message's words. */
export function toPay(owedCents: number): string {
  return owedCents > 0 ? jmd(owedCents / 100) : 'nothing, it is paid in full';
}
