import { useStoreInfo } from '@web/lib/store-info';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function LegalDisclaimerPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Legal Disclaimer"
      description="We are an intermediary, not a maker: what that means for part quality, fitment, warranties, prices, duties and the information on this site."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          {store.name} connects you with parts: from our own shop shelf and from suppliers overseas. Please read what
          we can and cannot promise.
        </p>
      }
      sections={[
        {
          id: 'intermediary',
          title: 'We are an intermediary',
          content: (
            <p>
              We do not make parts. We are not responsible for a part&apos;s quality, compatibility or performance beyond
              our own <PolicyLink to="/warranty-policy">Warranty Policy</PolicyLink>. Warranties on sourced parts come from
              the makers or suppliers.
            </p>
          ),
        },
        {
          id: 'prices',
          title: 'Prices are estimates',
          content: (
            <p>
              Prices shown for catalogue and sourced parts are estimates. They can change with supplier stock and
              exchange rates. We confirm the final price with you before you pay.
            </p>
          ),
        },
        {
          id: 'duties',
          title: 'Duties and taxes',
          content: <p>Import duties and taxes are paid by the customer. Our estimates are a guide; Jamaica Customs sets the amount.</p>,
        },
        {
          id: 'returns',
          title: 'Returns on sourced parts',
          content: (
            <p>
              Returns for sourced parts follow each supplier&apos;s policy and may carry processing fees. See the{' '}
              <PolicyLink to="/return-exchange">Return &amp; Exchange Policy</PolicyLink>.
            </p>
          ),
        },
        {
          id: 'information',
          title: 'Information on this site',
          content: (
            <p>
              Part descriptions, fitment lists and pictures come from makers and suppliers and may contain mistakes.
              Pictures may show a similar part. Always check the part number against your old part, or ask us. Fitting
              car parts, especially brakes, steering and suspension, should be done by a qualified mechanic.
            </p>
          ),
        },
        {
          id: 'links',
          title: 'Other websites and brand names',
          content: (
            <p>
              Brand names and marketplace names (such as eBay and Amazon) belong to their owners and are used only to
              describe parts and where they come from. We are not endorsed by them. See{' '}
              <PolicyLink to="/intellectual-property">Intellectual Property</PolicyLink>.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
