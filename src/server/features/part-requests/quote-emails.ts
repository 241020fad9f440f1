import { QUOTE_PROMISE } from '../../../shared/constants';
import { deMinimisWarning } from '../../../shared/landed-cost';
import type { Money, PaymentMethods } from '../../../shared/schemas/payments';
import type { Quote, QuoteOption } from '../../../shared/schemas/quotes';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail/mailer';
import { greeting, jmd, usd, type StoreSignature } from '../../lib/mail/wording';
import { INTERMEDIARY_TERMS, partAsTyped, type RequestFacts } from './emails';

// The e-mails about a quote and its money: the quote, the invoice and the acceptance. Each is written once
// as blocks and rendered twice, as text and as HTML, so the two always say the same. Every option shows
// ONE total, what the customer pays us; the customs duty and GCT estimate stands apart, never added to it
// (docs/payments.md).

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: Array<[string, string]> }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; href: string };

const p = (text: string): Block => ({ kind: 'p', text });
const heading = (text: string): Block => ({ kind: 'heading', text });
const rows = (...r: Array<[string, string] | false>): Block => ({ kind: 'rows', rows: r.filter((x): x is [string, string] => x !== false) });
const list = (items: readonly string[]): Block => ({ kind: 'list', items: [...items] });
const link = (href: string): Block => ({ kind: 'link', href });

function toText(blocks: Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (out.length > 0) out.push('');
    if (b.kind === 'p' || b.kind === 'heading' || b.kind === 'link') out.push(b.kind === 'link' ? b.href : b.text);
    if (b.kind === 'rows') {
      const width = Math.max(...b.rows.map(([label]) => label.length)) + 2;
      for (const [label, value] of b.rows) out.push(`  ${`${label}:`.padEnd(width)}${value}`);
    }
    if (b.kind === 'list') for (const item of b.items) out.push(`- ${item}`);
  }
  return out.join('\n');
}

/** Text with its line breaks kept (a staff message keeps its paragraphs). */
const htmlText = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

function toHtml(blocks: Block[]): string {
  const body = blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p>${htmlText(b.text)}</p>`;
        case 'heading':
          return `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(b.text)}</h2>`;
        case 'rows':
          return `<table role="presentation" style="border-collapse:collapse">${b.rows
            .map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
            .join('')}</table>`;
        case 'list':
          return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.href)}</a></p>`;
      }
    })
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111">\n${body}\n</body></html>`;
}

/** An e-mail to the request's customer: greeted by first name when they own the address, signed by the store. */
function message(kind: string, r: RequestFacts, subject: string, blocks: Block[], store: StoreSignature): MailMessage {
  const all = [p(greeting(r.customerName, r.fromAddressOwner)), ...blocks, p([store.name, `${store.phone} · ${store.email}`, store.address].join('\n'))];
  return { kind, to: r.customerEmail, subject, text: toText(all), html: toHtml(all) };
}

/** Where every e-mail about a quote points the customer, and who signs it. */
type MailLinks = { trackingLink: string; publicUrl: string; store: StoreSignature };

/** What the quote and the invoice e-mails are written from. */
type QuoteMailArgs = MailLinks & {
  request: RequestFacts;
  quote: Quote;
  /** Staff's message for this e-mail (for the quote, the quote's own unless they wrote another). */
  message: string | null;
};

const staffNote = (note: string | null): Block[] => (note ? [heading('A note from us'), p(note)] : []);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * 2026-12-01 → "Tuesday 1 December 2026": a calendar day (Kingston's, as a quote's validity is), spelt by
 * hand so it reads the same whatever locale data the Node build carries.
 */
export function longDate(yyyyMmDd: string): string {
  const d = new Date(`${yyyyMmDd}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const CONDITION_WORDS = { new: 'New', used: 'Used', refurbished: 'Refurbished' } as const;

function optionTitle(o: QuoteOption, quote: Pick<Quote, 'options'>): string {
  const what = [CONDITION_WORDS[o.condition], o.brand].filter(Boolean).join(', ');
  return `${quote.options.length > 1 ? `Option ${o.position}: ` : ''}${o.label} (${what})`;
}

/** The duty and GCT estimate of an option, in words that keep it apart from what the customer pays us. */
export function dutyLine(o: QuoteOption): string {
  const d = o.dutyEstimate;
  if (!d.overDeMinimis) return `none expected: the value for duty (${usd(d.valueForDutyUsd)}) is at or under the US$${d.deMinimisUsd.toFixed(0)} de minimis value`;
  return `about ${jmd(d.totalJmd)} (${usd(d.totalUsd)}), not included above. Collected by: ${d.collectedBy}`;
}

function optionBlocks(o: QuoteOption, quote: Quote): Block[] {
  return [
    heading(optionTitle(o, quote)),
    rows(
      ['You pay us', jmd(o.totalJmd)],
      ['Due now (deposit)', jmd(o.depositJmd)],
      ['At pickup (balance)', jmd(o.balanceJmd)],
      ['Customs duty and GCT', dutyLine(o)],
      o.overBudget && quote.maxBudgetUsd !== null && ['Budget', `the part price is over your budget of ${usd(quote.maxBudgetUsd)}`],
      o.notes !== null && ['Notes', o.notes],
    ),
  ];
}

function ratesLine(quote: Quote): string {
  return `Prices in Jamaican dollars at ${jmd(quote.exchangeRate)} per US$1 (rates in effect from ${quote.ratesEffectiveFrom}).`;
}

function dashboardLine(publicUrl: string): string {
  return `If you have an account with us, you can also do this from your dashboard: ${publicUrl}/dashboard`;
}

/** The quote: each option with its one J$ total, the deposit and balance, the duty estimate apart, until when, how to answer. */
export function quoteEmail(args: QuoteMailArgs): MailMessage {
  const r = args.request;
  const q = args.quote;
  const several = q.options.length > 1;
  return message(
    'part-request-quote',
    r,
    `Your quote for ${r.fromAddressOwner ? `${r.partName} — ` : 'part request '}${r.requestNumber}`,
    [
      p(
        `Here is our quote for your part request ${r.requestNumber}${partAsTyped(r, ': ')}. ${several ? `We found ${q.options.length} options: choose the one that suits you.` : 'We found this option for you.'}`,
      ),
      ...q.options.flatMap((o) => optionBlocks(o, q)),
      p(ratesLine(q)),
      p(deMinimisWarning(q.options[0]?.dutyEstimate.deMinimisUsd ?? 100)),
      ...(q.validUntil ? [p(`This quote is valid until ${longDate(q.validUntil)}. After that day, ask us for a new quote.`)] : []),
      ...staffNote(args.message),
      heading('How to accept'),
      p(
        `Open the tracking page of your request and choose "Manage this request": we e-mail a link to this address, and with it you choose ${several ? 'an option' : 'the option'} and Accept or Decline.`,
      ),
      link(args.trackingLink),
      p(dashboardLine(args.publicUrl)),
      p('We order the part only after you accept and your deposit is in.'),
      heading('The terms you agree to when you accept'),
      list(q.terms),
      heading('Please note'),
      list(INTERMEDIARY_TERMS),
      p(`We send quotes within ${QUOTE_PROMISE} of a request. Questions? Reply to this e-mail or call us.`),
    ],
    args.store,
  );
}

/** How a customer can pay now, in the store's words. */
function howToPayBlocks(args: { requestNumber: string; methods: PaymentMethods; trackingLink: string; publicUrl: string }): Block[] {
  const m = args.methods;
  const ways: string[] = [];
  if (m.wipay) ways.push('Card online (WiPay), in J$: from your request’s page (link below).');
  if (m.bankTransfer) {
    const b = m.bankTransfer;
    const account = [b.accountName, `account ${b.accountNumber}`, b.accountType, b.bankName, b.branch && `${b.branch} branch`].filter(Boolean).join(', ');
    ways.push(`Bank transfer to ${account}. Use ${args.requestNumber} as the reference, then tell us on your request’s page (a photo of the slip helps).`);
  }
  ways.push(`Cash or card at our counter: ${m.counter.address} (${m.counter.hours}).`);
  return [
    heading('How to pay'),
    list(ways),
    p('Your request’s page: open it and choose "Manage this request" (we e-mail you a link):'),
    link(args.trackingLink),
    p(dashboardLine(args.publicUrl)),
  ];
}

/** To the customer who accepted: the option, what is due now and how to pay it, and the terms agreed. */
export function quoteAcceptedEmail(
  args: MailLinks & { request: RequestFacts; option: QuoteOption; payInFull: boolean; terms: string[]; methods: PaymentMethods },
): MailMessage {
  const r = args.request;
  const o = args.option;
  const nothingNow = o.depositJmd === 0;
  return message(
    'part-request-accepted',
    r,
    nothingNow ? `${r.requestNumber}: you accepted ${o.label}` : `${r.requestNumber}: you accepted ${o.label} — ${jmd(o.depositJmd)} due now`,
    [
      p(`Thank you: you accepted "${o.label}" for your request ${r.requestNumber}${partAsTyped(r, ', ')}.`),
      rows(
        ['You pay us', jmd(o.totalJmd)],
        ['Due now', nothingNow ? 'nothing' : `${jmd(o.depositJmd)}${args.payInFull ? ' (you chose to pay in full)' : ' (the deposit)'}`],
        ['At pickup', jmd(o.balanceJmd)],
        ['Customs duty and GCT', dutyLine(o)],
      ),
      p(nothingNow ? 'We are ordering the part now.' : 'We order the part from the US supplier as soon as this payment is in.'),
      ...(nothingNow ? [] : howToPayBlocks({ requestNumber: r.requestNumber, methods: args.methods, trackingLink: args.trackingLink, publicUrl: args.publicUrl })),
      heading('The terms you agreed to'),
      list(args.terms),
    ],
    args.store,
  );
}

/**
 * The invoice: for an accepted quote, the option agreed with what is paid and still owed; before that,
 * the quote's options, as the quote e-mail shows them.
 */
export function invoiceEmail(args: QuoteMailArgs & { money: Money | null }): MailMessage {
  const r = args.request;
  const q = args.quote;
  const accepted = q.options.find((o) => o.id === q.acceptedOptionId);
  const b = args.money?.balance;
  const body: Block[] = accepted
    ? [
        heading(optionTitle(accepted, { options: [accepted] })),
        rows(
          ['You pay us', jmd(b?.total ?? accepted.totalJmd)],
          ...(b
            ? ([
                ['Paid so far', jmd(b.paid)],
                ['Still owed', jmd(b.outstanding)],
                ['Due now', jmd(b.dueNow)],
              ] as Array<[string, string]>)
            : []),
          ['Customs duty and GCT', dutyLine(accepted)],
        ),
        ...(b && b.dueNow > 0 ? howToPayBlocks({ requestNumber: r.requestNumber, methods: args.money!.methods, trackingLink: args.trackingLink, publicUrl: args.publicUrl }) : [link(args.trackingLink)]),
      ]
    : [...q.options.flatMap((o) => optionBlocks(o, q)), p('Follow your request here:'), link(args.trackingLink)];
  return message(
    'part-request-invoice',
    r,
    `Your invoice for ${r.fromAddressOwner ? `${r.partName} — ` : 'part request '}${r.requestNumber}`,
    [
      p(`Here is the invoice for your part request ${r.requestNumber}${partAsTyped(r, ': ')}.`),
      ...body,
      p(ratesLine(q)),
      ...staffNote(args.message),
      heading('Please note'),
      list(INTERMEDIARY_TERMS),
    ],
    args.store,
  );
}
