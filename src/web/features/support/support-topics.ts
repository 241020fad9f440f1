import { CONTACT_SUBJECT_LABELS, SUPPORT_DEPARTMENTS } from '@shared/support';

export interface SupportTopic {
  label: string;
  to: string;
}

export interface SupportCategory {
  id: string;
  title: string;
  description: string;
  topics: readonly SupportTopic[];
}

const businessExtension = SUPPORT_DEPARTMENTS.find((department) => department.id === 'business')?.extension;

/**
 * The six help categories of /customer-support (docs/product.md §2), five topics each. Every topic leads to the page
 * that answers it: a filtered FAQ list, a policy, the tracking page or the contact form with its subject.
 */
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  {
    id: 'orders',
    title: 'Orders & Tracking',
    description: 'Where your order is and what happens next.',
    topics: [
      { label: 'Track an order or part request', to: '/track-order' },
      { label: 'See my orders', to: '/orders' },
      { label: 'Change or cancel an order', to: '/faqs?q=cancel' },
      { label: 'When my order will be ready', to: '/faqs?q=ready&category=orders' },
      { label: 'Ask about an order', to: '/contact-us?subject=order' },
    ],
  },
  {
    id: 'product',
    title: 'Product Help',
    description: 'Finding the right part for your vehicle or phone.',
    topics: [
      { label: 'Will it fit my vehicle or phone?', to: '/faqs?q=fit' },
      { label: "Request a part we don't list", to: '/request' },
      { label: 'Browse car parts', to: '/browse' },
      { label: 'Phone parts in our shop', to: '/shop' },
      { label: `Ask about ${CONTACT_SUBJECT_LABELS.compatibility.toLowerCase()}`, to: '/contact-us?subject=compatibility' },
    ],
  },
  {
    id: 'payment',
    title: 'Payment & Billing',
    description: 'Paying, currencies, duty and refunds.',
    topics: [
      { label: 'Ways to pay', to: '/faqs?category=payments' },
      { label: 'Prices in US$ and J$', to: '/faqs?q=dollars' },
      { label: 'Import duty and GCT', to: '/faqs?q=duty' },
      { label: 'Refund policy', to: '/refund-policy' },
      { label: 'A question about a payment', to: '/contact-us?subject=order' },
    ],
  },
  {
    id: 'warranty',
    title: 'Warranty & Exchanges',
    description: 'Faulty or wrong parts, exchanges and claims.',
    topics: [
      { label: 'Warranty periods', to: '/warranty-policy' },
      { label: 'Return & exchange policy', to: '/return-exchange' },
      { label: 'Report a faulty or wrong part', to: '/contact-us?subject=return' },
      { label: 'Make a warranty claim', to: '/contact-us?subject=warranty' },
      { label: 'Warranty questions answered', to: '/faqs?category=warranty' },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping & Delivery',
    description: 'Delivery across Jamaica, pickup and US shipping.',
    topics: [
      { label: 'Delivery prices and times', to: '/shipping-policy' },
      { label: 'Collect from our shop', to: '/faqs?q=pickup' },
      { label: 'How long parts from the US take', to: '/faqs?q=reach' },
      { label: 'Signing for a delivery', to: '/faqs?q=signed' },
      { label: 'Track a delivery', to: '/track-order' },
    ],
  },
  {
    id: 'business',
    title: 'Business Accounts',
    description: 'For garages, repair shops and fleets.',
    topics: [
      { label: 'Bulk and business orders', to: '/contact-us?subject=bulk' },
      { label: `Call Business Accounts (ext. ${businessExtension})`, to: '/customer-support?tab=contact#more-help' },
      { label: 'How long bulk orders take', to: '/faqs?q=bulk' },
      { label: 'Request several parts', to: '/request' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];
