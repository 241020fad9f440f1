import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each policy page is its own small chunk: a buyer who opens the refund policy downloads only that text.
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => import('./pages/terms-of-service-page').then((m) => ({ default: m.TermsOfServicePage })));
const RefundPolicyPage = lazy(() => import('./pages/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })));
const ReturnExchangePage = lazy(() => import('./pages/return-exchange-page').then((m) => ({ default: m.ReturnExchangePage })));
const ShippingPolicyPage = lazy(() => import('./pages/shipping-policy-page').then((m) => ({ default: m.ShippingPolicyPage })));
const WarrantyPolicyPage = lazy(() => import('./pages/warranty-policy-page').then((m) => ({ default: m.WarrantyPolicyPage })));
const LegalDisclaimerPage = lazy(() => import('./pages/legal-disclaimer-page').then((m) => ({ default: m.LegalDisclaimerPage })));
const AccessibilityPage = lazy(() => import('./pages/accessibility-page').then((m) => ({ default: m.AccessibilityPage })));
const CookiesPolicyPage = lazy(() => import('./pages/cookies-policy-page').then((m) => ({ default: m.CookiesPolicyPage })));
const GdprCompliancePage = lazy(() => import('./pages/gdpr-compliance-page').then((m) => ({ default: m.GdprCompliancePage })));
const DataProtectionPage = lazy(() => import('./pages/data-protection-page').then((m) => ({ default: m.DataProtectionPage })));
const AntiFraudPage = lazy(() => import('./pages/anti-fraud-page').then((m) => ({ default: m.AntiFraudPage })));
const IntellectualPropertyPage = lazy(() =>
  import('./pages/intellectual-property-page').then((m) => ({ default: m.IntellectualPropertyPage })),
);
const AgeVerificationPage = lazy(() => import('./pages/age-verification-page').then((m) => ({ default: m.AgeVerificationPage })));

/** The fourteen static pages of SPEC §2. */
export const policyRoutes: RouteObject[] = [
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'terms-of-service', element: <TermsOfServicePage /> },
  { path: 'refund-policy', element: <RefundPolicyPage /> },
  { path: 'return-exchange', element: <ReturnExchangePage /> },
  { path: 'shipping-policy', element: <ShippingPolicyPage /> },
  { path: 'warranty-policy', element: <WarrantyPolicyPage /> },
  { path: 'legal-disclaimer', element: <LegalDisclaimerPage /> },
  { path: 'accessibility', element: <AccessibilityPage /> },
  { path: 'cookies-policy', element: <CookiesPolicyPage /> },
  { path: 'gdpr-compliance', element: <GdprCompliancePage /> },
  { path: 'data-protection', element: <DataProtectionPage /> },
  { path: 'anti-fraud', element: <AntiFraudPage /> },
  { path: 'intellectual-property', element: <IntellectualPropertyPage /> },
  { path: 'age-verification', element: <AgeVerificationPage /> },
];
