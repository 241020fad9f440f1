import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function IntellectualPropertyPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Intellectual Property"
      description="Who owns the names, logos, text and pictures on this site, how brand names are used, and how to report content that infringes your rights."
      lastUpdated={LAST_UPDATED}
      intro={<p>This page explains who owns what on this website and what to do if you think something here is yours.</p>}
      sections={[
        {
          id: 'ours',
          title: 'What belongs to us',
          content: (
            <p>
              The {store.name} name and logo, the design of this website, our text and our own illustrations belong to{' '}
              {store.name}. Please do not copy them for another business without asking us in writing.
            </p>
          ),
        },
        {
          id: 'brands',
          title: 'Brand names and part numbers',
          content: (
            <p>
              Vehicle makes, phone brands, part makers and marketplaces (for example Toyota, Samsung, Bosch, eBay and
              Amazon) are trademarks of their owners. We use them only to describe which parts fit and where they come
              from. It does not mean the owner endorses us. Part numbers and OEM numbers are used to identify parts.
            </p>
          ),
        },
        {
          id: 'genuine',
          title: 'Genuine and compatible parts',
          content: (
            <p>
              We say clearly whether a part is from the original maker (OEM) or a compatible part from another maker. We
              do not knowingly sell counterfeit goods. If you think a part is fake, tell us and we will look into it.
            </p>
          ),
        },
        {
          id: 'report',
          title: 'Report an infringement',
          content: (
            <p>
              If you own a trademark, picture or text that appears here without permission, e-mail{' '}
              <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor> with what it is, where it appears
              and proof that you own it. We remove it while we look into it.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
