/** Links of the shared header, mobile menu and footer (docs/product.md §2, docs/choices.md #19). */

export const MAIN_NAV = [
  { to: '/browse', label: 'Browse Parts' },
  { to: '/shop', label: 'Local Shop' },
  { to: '/request', label: 'Request Parts' },
] as const;

export const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/help', label: 'Help' },
  { to: '/account', label: 'Account' },
] as const;

export const FOOTER_GROUPS = [
  {
    title: 'Shop',
    links: [
      { to: '/shop', label: 'Local Shop' },
      { to: '/browse', label: 'Browse Parts' },
      { to: '/request', label: 'Request Parts' },
      { to: '/track-order', label: 'Track Your Order' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/customer-support', label: 'Customer Support' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/shipping-policy', label: 'Shipping Policy' },
      { to: '/return-exchange', label: 'Return & Exchange' },
      { to: '/refund-policy', label: 'Refund Policy' },
      { to: '/warranty-policy', label: 'Warranty Policy' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/legal-disclaimer', label: 'Legal Disclaimer' },
      { to: '/cookies-policy', label: 'Cookies Policy' },
      { to: '/data-protection', label: 'Data Protection' },
      { to: '/gdpr-compliance', label: 'GDPR Compliance' },
    ],
  },
  {
    title: 'Trust & Safety',
    links: [
      { to: '/anti-fraud', label: 'Anti-Fraud' },
      { to: '/intellectual-property', label: 'Intellectual Property' },
      { to: '/age-verification', label: 'Age Verification' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
] as const;
