import { EXCHANGE_REPORT_DAYS, EXTENDED_WARRANTY_YEARS, INSTALLATION_WARRANTY_DAYS, ISLAND_DELIVERY_DAYS, ISLAND_SHIPPING_JMD, PASSWORD_RESET_TTL_MINUTES, PICKUP_HOLD_BUSINESS_DAYS, QUOTE_PROMISE, REQUEST_REVIEW_HOURS, US_TO_JAMAICA_SHIPPING, WARRANTY_PERIODS } from '@shared/constants';
import { SUPPORT_DEPARTMENTS } from '@shared/support';
import {
  DELIVERY_ATTEMPTS,
  ORDER_CHANGE_WINDOW_HOURS,
  ORDER_PROCESSING,
  REPLACEMENT_SHIP_BUSINESS_DAYS,
  RESPONSE_TIMES,
  SIGNATURE_REQUIRED_ABOVE_JMD,
} from '@shared/policies';
import type { StoreInfo } from '@shared/schemas/store';
import { formatMoney } from '@web/lib/format';

/** The /faqs categories, in the order their chips and sections appear; `id` is what ?category= holds. */
export const FAQ_CATEGORIES = [
  { id: 'orders', label: 'Orders & Tracking' },
  { id: 'requests', label: 'Part Requests' },
  { id: 'shop', label: 'Shop & Pickup' },
  { id: 'shipping', label: 'Shipping & Delivery' },
  { id: 'payments', label: 'Payments & Prices' },
  { id: 'warranty', label: 'Warranty & Exchanges' },
  { id: 'account', label: 'Account' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];

export function isFaqCategory(value: string | null): value is FaqCategory {
  return FAQ_CATEGORIES.some((category) => category.id === value);
}

/** docs/product.md §3 FAQ item, plus the pages an answer points to. */
export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  links?: { to: string; label: string }[];
}

type StoreContact = Pick<StoreInfo, 'name' | 'address' | 'phone' | 'whatsapp' | 'email' | 'hours' | 'paying'>;

/** How paying works, from the payment settings in force (GET /api/store `paying`): the Pay panel's rules. */
function howToPay(paying: StoreInfo['paying']): string {
  const ways = [
    ...(paying.cardOnline ? ['by card online through WiPay, in J$'] : []),
    ...(paying.bankTransfer
      ? ['by bank transfer to our account with your request number as the reference (it counts once it reaches our account, usually by the next business day, and we e-mail your receipt then)']
      : []),
    'in cash or by card at our counter, or to the driver at your door',
  ];
  return [
    'Shop orders: pay when you collect at our counter, or pay the driver at your door, in cash or by card; where card payment is offered at checkout you can pay online, and your card details go straight to our payment provider.',
    `Parts we source: once you accept a quote you pay a ${paying.depositPercent}% deposit and we order the part; the balance is due when it is ready for pickup or delivery, or you can pay it all at once.`,
    `You can pay ${ways.join('; ')}.`,
    'Customs duty and GCT on an import, if any, are paid when the part clears, not to us.',
  ].join(' ');
}

const jmd = (amount: number) => formatMoney(amount, 'JMD');
const extension = (id: (typeof SUPPORT_DEPARTMENTS)[number]['id']) =>
  SUPPORT_DEPARTMENTS.find((department) => department.id === id)?.extension;

function warrantyList(): string {
  return WARRANTY_PERIODS.map((row) => `${row.label}: ${row.newDays} days new, ${row.refurbishedDays} days refurbished`).join('; ');
}

/**
 * The 20 questions of /faqs. The figures come from the shared constants and the store's own contact
 * details from the server, so an answer never disagrees with the policy pages or the footer.
 */
export function buildFaqs(store: StoreContact): Faq[] {
  return [
    {
      id: 'track-order',
      category: 'orders',
      question: 'How do I track my order or part request?',
      answer:
        'Open Track Order and enter your number. Shop order numbers start with ORD- and part request numbers with REQ-; both are in the e-mail we send you. If you have an account, your dashboard lists your requests and My Orders lists your orders.',
      links: [{ to: '/track-order', label: 'Track an order' }],
    },
    {
      id: 'change-order',
      category: 'orders',
      question: 'Can I change or cancel my order?',
      answer: `Yes, within ${ORDER_CHANGE_WINDOW_HOURS} hours of placing it, as long as we have not started processing it. Call ${store.phone} or WhatsApp ${store.whatsapp} with your order number. After that the order is on its way, and a wrong or faulty item is handled as an exchange.`,
    },
    {
      id: 'processing-time',
      category: 'orders',
      question: 'How long before my order is ready?',
      answer: `We process orders in ${ORDER_PROCESSING.standard}. In-stock orders placed before ${ORDER_PROCESSING.sameDayCutoff} on a business day go out the same day. Special orders take ${ORDER_PROCESSING.specialOrder} and bulk orders ${ORDER_PROCESSING.bulkOrder}.`,
    },
    {
      id: 'request-part',
      category: 'requests',
      question: "How do I get a part you don't list?",
      answer: `Send us a part request: tell us the part and your vehicle (make, model and year) or your phone model. A part number or a photo of the old part helps us find the right one. You don't need an account. We review every request within ${REQUEST_REVIEW_HOURS} hours.`,
      links: [{ to: '/request', label: 'Request a part' }],
    },
    {
      id: 'quote-time',
      category: 'requests',
      question: 'How long does a quote take, and what is in it?',
      answer: `We e-mail your quote within ${QUOTE_PROMISE}. It shows the part price, US shipping, freight to Jamaica and our estimate of import duty and GCT, so you see the full cost before you agree. Supplier prices and exchange rates can move, so we confirm the final price before you pay.`,
    },
    {
      id: 'accept-quote',
      category: 'requests',
      question: 'How do I accept or decline a quote?',
      answer:
        'Look up your request on the Track Order page and choose Manage this request: we e-mail a link to the address on the request, and with it you choose Accept or Decline. With an account, you can also answer from your dashboard. Nothing is ordered until you accept, and declining costs you nothing.',
      links: [{ to: '/track-order', label: 'Find my request' }],
    },
    {
      id: 'sourcing-time',
      category: 'requests',
      question: 'How long does a part from the US take to reach me?',
      answer: `Once you accept the quote we order the part from the US supplier. Shipping from the US to Jamaica takes about ${US_TO_JAMAICA_SHIPPING}. We e-mail you as it moves, and Track Order shows every step.`,
    },
    {
      id: 'opening-hours',
      category: 'shop',
      question: 'When are you open, and how fast do you reply?',
      answer: `Our Kingston shop is open ${store.hours}. We answer WhatsApp ${RESPONSE_TIMES.whatsapp}, the phone ${RESPONSE_TIMES.phone} and e-mail ${RESPONSE_TIMES.email}. WhatsApp is watched ${RESPONSE_TIMES.whatsappEmergencies} for emergencies.`,
      links: [{ to: '/customer-support', label: 'Ways to reach us' }],
    },
    {
      id: 'store-pickup',
      category: 'shop',
      question: 'Can I collect my order at the shop?',
      answer: `Yes, and pickup is free. Choose Pickup at checkout and we'll tell you when your order is ready. Collect it at ${store.address}, and bring your order number. We hold a ready order for ${PICKUP_HOLD_BUSINESS_DAYS} business days.`,
    },
    {
      id: 'will-it-fit',
      category: 'shop',
      question: 'How do I know a part will fit?',
      answer: `Each phone part in the shop lists the models it fits. For car parts, save your vehicle in My Garage and search shows which parts fit it. Still not sure? Send the part number or a photo on WhatsApp before you buy: our technical team answers ${RESPONSE_TIMES.technicalSupport}.`,
      links: [
        { to: '/shop', label: 'Local shop' },
        { to: '/browse', label: 'Browse car parts' },
      ],
    },
    {
      id: 'delivery-cost',
      category: 'shipping',
      question: 'How much is delivery, and how long does it take?',
      answer: `Shop orders cost ${jmd(ISLAND_SHIPPING_JMD)} to deliver anywhere in Jamaica and arrive in ${ISLAND_DELIVERY_DAYS} business days, or you can collect them from our Kingston shop for free. For parts we bring in from the US, the shipping to Jamaica is part of your quote.`,
      links: [{ to: '/shipping-policy', label: 'Shipping policy' }],
    },
    {
      id: 'delivery-signature',
      category: 'shipping',
      question: 'Does someone need to be home for the delivery?',
      answer: `A delivery worth more than ${jmd(SIGNATURE_REQUIRED_ABOVE_JMD)} must be signed for. The driver tries ${DELIVERY_ATTEMPTS} times; after that we keep the parcel at the shop for ${PICKUP_HOLD_BUSINESS_DAYS} business days for you to collect.`,
    },
    {
      id: 'customs-duty',
      category: 'shipping',
      question: 'Do I pay customs duty on parts from the US?',
      answer:
        "Import duty and GCT are the buyer's cost. Your quote shows our estimate of both, worked out from the value of the part and its shipping; a low-value shipment may owe none. We clear the part for you and tell you if the final figure differs.",
    },
    {
      id: 'how-to-pay',
      category: 'payments',
      question: 'How can I pay?',
      answer: howToPay(store.paying),
    },
    {
      id: 'currencies',
      category: 'payments',
      question: 'Why are some prices in US dollars and others in Jamaican dollars?',
      answer:
        'Catalogue parts, part requests and quotes are in US dollars (US$) because we buy them from US suppliers. The local shop, the cart and checkout are in Jamaican dollars (J$) because those parts are already on our shelf in Kingston.',
    },
    {
      id: 'refunds',
      category: 'warranty',
      question: 'Can I get a refund?',
      answer: `All sales are final, so we don't give refunds. If a part arrives faulty or is the wrong item, we exchange it: tell us within ${EXCHANGE_REPORT_DAYS} days of delivery. Once we approve the exchange, the replacement ships within ${REPLACEMENT_SHIP_BUSINESS_DAYS} business days.`,
      links: [{ to: '/return-exchange', label: 'Return & exchange policy' }],
    },
    {
      id: 'warranty-periods',
      category: 'warranty',
      question: 'How long is the warranty on a part?',
      answer: `${warrantyList()}. Fitting work we do ourselves is guaranteed for ${INSTALLATION_WARRANTY_DAYS} days, and extended plans of ${EXTENDED_WARRANTY_YEARS.join(' or ')} years are available. Parts we source carry their maker's or supplier's warranty.`,
      links: [{ to: '/warranty-policy', label: 'Warranty policy' }],
    },
    {
      id: 'warranty-claim',
      category: 'warranty',
      question: 'How do I make a warranty claim?',
      answer: `Send us your order or request number, a photo or short video of the fault, and what happened. Use the contact form with the subject Warranty Claim, WhatsApp ${store.whatsapp}, or call ${store.phone} and choose extension ${extension('warranty-returns')} (Warranty & Returns). Keep the part and its packaging until we reply.`,
      links: [{ to: '/contact-us?subject=warranty', label: 'Start a warranty claim' }],
    },
    {
      id: 'need-account',
      category: 'account',
      question: 'Do I need an account?',
      answer:
        'No. Guests can request parts, shop, check out and track their orders. A free account keeps your requests, orders and saved vehicles in one place and fills in your details for you.',
      links: [{ to: '/auth?tab=signup', label: 'Create an account' }],
    },
    {
      id: 'forgot-password',
      category: 'account',
      question: 'I forgot my password. What do I do?',
      answer: `Choose "Forgot password?" on the sign-in page and enter your e-mail. We send a link to set a new password; it works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes. We never send passwords by e-mail. No e-mail after a few minutes? Check your spam folder, or write to ${store.email}.`,
      links: [{ to: '/auth', label: 'Sign in' }],
    },
  ];
}

/** Lower case, accents and hyphens dropped, so "e-mail" finds "email" and "Cafe" finds "café". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, '')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ');
}

/**
 * The FAQs in a category (or all) whose question, answer or category contain every word of the search.
 * A blank search matches everything.
 */
export function filterFaqs(faqs: readonly Faq[], search: string, category: FaqCategory | 'all'): Faq[] {
  const words = normalise(search).split(' ').filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    if (words.length === 0) return true;
    const label = FAQ_CATEGORIES.find((c) => c.id === faq.category)?.label ?? '';
    const haystack = normalise(`${faq.question} ${faq.answer} ${label}`);
    return words.every((word) => haystack.includes(word));
  });
}
