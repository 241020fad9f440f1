// All fourteen policy pages in one lazy chunk: each is a few KB of text, and one dynamic import keeps the
// entry chunk (which every page downloads) from carrying fourteen preload lists.
export { AccessibilityPage } from './accessibility-page';
export { AgeVerificationPage } from './age-verification-page';
export { AntiFraudPage } from './anti-fraud-page';
export { CookiesPolicyPage } from './cookies-policy-page';
export { DataProtectionPage } from './data-protection-page';
export { GdprCompliancePage } from './gdpr-compliance-page';
export { IntellectualPropertyPage } from './intellectual-property-page';
export { LegalDisclaimerPage } from './legal-disclaimer-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { RefundPolicyPage } from './refund-policy-page';
export { ReturnExchangePage } from './return-exchange-page';
export { ShippingPolicyPage } from './shipping-policy-page';
export { TermsOfServicePage } from './terms-of-service-page';
export { WarrantyPolicyPage } from './warranty-policy-page';
