import { EXCHANGE_REPORT_DAYS, QUOTE_PROMISE } from '@shared/constants';
import { MINIMUM_AGE, ORDER_CHANGE_WINDOW_HOURS } from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function TermsOfServicePage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Terms of Service"
      description="The terms for buying from our Kingston shop and for parts we source for you: prices, quotes, duties, payment, exchanges and our role as an intermediary."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          These terms apply when you use this website, request a part, or buy from {store.name}. By placing an order
          you agree to them. If something here is unclear, ask us before you pay.
        </p>
      }
      sections={[
        {
          id: 'who-we-are',
          title: 'Who we are and what we do',
          content: (
            <>
              <p>
                {store.name} is a shop at {store.address}. We sell phone parts from our own stock, and we find auto and
                phone parts from suppliers overseas (mostly in the US) and ship them to Jamaica for you.
              </p>
              <p>
                <strong>We are an intermediary.</strong> We do not make any of the parts we sell. We are not responsible
                for a part&apos;s quality, compatibility or performance beyond what these terms and our{' '}
                <PolicyLink to="/warranty-policy">Warranty Policy</PolicyLink> say. Warranties come from the makers or
                suppliers.
              </p>
            </>
          ),
        },
        {
          id: 'eligibility',
          title: 'Who can buy',
          content: (
            <p>
              You must be at least {MINIMUM_AGE} years old, or the age of majority where you live if that is higher, to
              place an order. See <PolicyLink to="/age-verification">Age Verification</PolicyLink>.
            </p>
          ),
        },
        {
          id: 'prices',
          title: 'Prices and quotes',
          content: (
            <ul>
              <li>
                Local Shop prices are in Jamaican dollars (J$). Catalogue prices, part-request budgets and quotes are in
                US dollars (US$).
              </li>
              <li>
                Catalogue prices are estimates. They can change with the supplier&apos;s stock and the exchange rate. We
                confirm the final price with you before you pay.
              </li>
              <li>
                When you request a part, we aim to send you a quote within {QUOTE_PROMISE}. A quote shows the part,
                shipping to Jamaica and our estimate of duties. Nothing is ordered until you accept it.
              </li>
            </ul>
          ),
        },
        {
          id: 'duties',
          title: 'Import duties and taxes',
          content: (
            <p>
              Import duty, GCT and other charges set by Jamaica Customs are paid by you, the buyer. Our quotes include an
              estimate, but Customs decides the final amount.
            </p>
          ),
        },
        {
          id: 'fitment',
          title: 'Making sure a part fits',
          content: (
            <p>
              Give us the right vehicle (make, model, year, and VIN or chassis code if you have it) or the exact phone
              model. We check fitment with the information you give us, but you are responsible for that information
              being correct. A part that does not fit because of wrong details is not exchanged.
            </p>
          ),
        },
        {
          id: 'payment',
          title: 'Payment',
          content: (
            <p>
              You can pay by card online when the store offers it, or pay at pickup or on delivery (cash or card). An
              order is confirmed when we receive payment, or when we accept a pay-at-pickup order.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changing or cancelling an order',
          content: (
            <p>
              You can change or cancel an order within {ORDER_CHANGE_WINDOW_HOURS} hours if we have not started
              processing it. After that all sales are final.
            </p>
          ),
        },
        {
          id: 'returns',
          title: 'Returns, exchanges and refunds',
          content: (
            <p>
              We do not give refunds. A defective or wrong item is exchanged if you tell us within{' '}
              {EXCHANGE_REPORT_DAYS} days of delivery. Returns of sourced parts follow each supplier&apos;s policy and
              may carry processing fees. See the <PolicyLink to="/return-exchange">Return &amp; Exchange Policy</PolicyLink>{' '}
              and the <PolicyLink to="/refund-policy">Refund Policy</PolicyLink>.
            </p>
          ),
        },
        {
          id: 'delivery',
          title: 'Delivery',
          content: (
            <p>
              Delivery times, costs and what happens on delivery day are in the{' '}
              <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink>. Times are estimates; customs and carriers
              can cause delays outside our control.
            </p>
          ),
        },
        {
          id: 'accounts',
          title: 'Your account',
          content: (
            <p>
              Keep your password to yourself. You are responsible for orders placed from your account. Tell us at once if
              you think someone else has used it. We may close accounts used for fraud (see{' '}
              <PolicyLink to="/anti-fraud">Anti-Fraud</PolicyLink>).
            </p>
          ),
        },
        {
          id: 'liability',
          title: 'Limits of our responsibility',
          content: (
            <p>
              As far as the law allows, we are not liable for indirect losses (such as lost income while a vehicle is off
              the road), or for damage caused by a part fitted by someone other than our technicians. Nothing in these
              terms takes away your rights under Jamaica&apos;s Consumer Protection Act.
            </p>
          ),
        },
        {
          id: 'law',
          title: 'Law and changes to these terms',
          content: (
            <p>
              These terms are governed by the laws of Jamaica. We may update them; the date at the top shows when they
              last changed. The terms in force when you placed your order apply to that order.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
