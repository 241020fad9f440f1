import { describe, expect, it } from 'vitest';
import { DEMO_STORE } from '@shared/constants';
import { CONTACT_SUBJECTS } from '@shared/support';
import { buildFaqs, FAQ_CATEGORIES, filterFaqs, isFaqCategory } from './faqs';
import { SUPPORT_CATEGORIES } from './support-topics';

const PAYING = { depositPercent: 50, cardOnline: true, bankTransfer: true };
const faqs = buildFaqs({ ...DEMO_STORE, paying: PAYING });

describe('FAQs', () => {
  it('say how paying works from the payment settings: deposit, balance, WiPay, transfer and when it counts, counter or driver', () => {
    const found = filterFaqs(faqs, 'deposit', 'all');
    expect(found.map((f) => f.id)).toContain('how-to-pay');
    const answer = faqs.find((f) => f.id === 'how-to-pay')!.answer;
    for (const words of ['50% deposit', 'balance is due when it is ready', 'WiPay, in J$', 'bank transfer', 'usually by the next business day', 'to the driver']) {
      expect(answer).toContain(words);
    }
    // What is not offered is not promised: a store without WiPay or bank details names neither, and its own deposit.
    const plain = buildFaqs({ ...DEMO_STORE, paying: { depositPercent: 40, cardOnline: false, bankTransfer: false } }).find((f) => f.id === 'how-to-pay')!.answer;
    expect(plain).toContain('40% deposit');
    expect(plain).not.toContain('WiPay');
    expect(plain).not.toContain('bank transfer');
  });

  it('are 20, with unique ids, in known categories, each category used', () => {
    expect(faqs).toHaveLength(20);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(20);
    for (const category of FAQ_CATEGORIES) expect(faqs.some((faq) => faq.category === category.id)).toBe(true);
  });

  it('search and category combine: every word must match, inside the chosen category', () => {
    const days = filterFaqs(faqs, 'days', 'all');
    const inWarranty = filterFaqs(faqs, 'days', 'warranty');
    expect(inWarranty.length).toBeGreaterThan(0);
    expect(inWarranty.length).toBeLessThan(days.length);
    expect(inWarranty.every((faq) => faq.category === 'warranty')).toBe(true);
    expect(filterFaqs(faqs, 'E-MAIL', 'all')).toEqual(filterFaqs(faqs, 'email', 'all'));
    expect(filterFaqs(faqs, 'pickup zzzz', 'all')).toEqual([]);
    expect(filterFaqs(faqs, '   ', 'all')).toHaveLength(20);
  });

  it('answers carry the figures of the shared constants, never a blank one', () => {
    for (const faq of faqs) expect(faq.answer).not.toMatch(/undefined|NaN|\$\{/);
    expect(faqs.find((faq) => faq.id === 'delivery-cost')?.answer).toContain('J$700.00');
  });
});

describe('support topics', () => {
  it('are six categories of five topics', () => {
    expect(SUPPORT_CATEGORIES).toHaveLength(6);
    for (const category of SUPPORT_CATEGORIES) expect(category.topics).toHaveLength(5);
  });

  it('that lead to FAQ searches with answers, and contact subjects the form knows', () => {
    for (const topic of SUPPORT_CATEGORIES.flatMap((category) => category.topics)) {
      const url = new URL(topic.to, 'http://x');
      if (url.pathname === '/faqs') {
        const category = url.searchParams.get('category');
        const found = filterFaqs(faqs, url.searchParams.get('q') ?? '', isFaqCategory(category) ? category : 'all');
        expect(found.length, topic.to).toBeGreaterThan(0);
        expect(found.length, topic.to).toBeLessThan(20);
      }
      if (url.pathname === '/contact-us') {
        expect(CONTACT_SUBJECTS, topic.to).toContain(url.searchParams.get('subject'));
      }
    }
  });
});
