import type { RouteObject } from 'react-router';
import type * as PolicyPagesModule from './pages/policy-pages';
import { lazyPage } from '@web/lib/lazy-page';

type PolicyPages = typeof PolicyPagesModule;

// One chunk for all fourteen pages, loaded on the first visit to any of them (about 10 KB gzipped): the
// entry chunk every page downloads then carries one preload list instead of fourteen.
const loadPages = () => import('./pages/policy-pages');
const page = (name: keyof PolicyPages) => lazyPage('features/policies/pages/policy-pages.tsx', () => loadPages().then((m) => ({ default: m[name] })));

const PAGES: [path: string, component: keyof PolicyPages][] = [
  ['privacy-policy', 'PrivacyPolicyPage'],
  ['terms-of-service', 'TermsOfServicePage'],
  ['refund-policy', 'RefundPolicyPage'],
  ['return-exchange', 'ReturnExchangePage'],
  ['shipping-policy', 'ShippingPolicyPage'],
  ['warranty-policy', 'WarrantyPolicyPage'],
  ['legal-disclaimer', 'LegalDisclaimerPage'],
  ['accessibility', 'AccessibilityPage'],
  ['cookies-policy', 'CookiesPolicyPage'],
  ['gdpr-compliance', 'GdprCompliancePage'],
  ['data-protection', 'DataProtectionPage'],
  ['anti-fraud', 'AntiFraudPage'],
  ['intellectual-property', 'IntellectualPropertyPage'],
  ['age-verification', 'AgeVerificationPage'],
];

/** The fourteen static pages of docs/product.md §2. */
export const policyRoutes: RouteObject[] = PAGES.map(([path, component]) => {
  const Page = page(component);
  return { path, element: <Page /> };
});
