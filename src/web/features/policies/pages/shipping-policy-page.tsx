import { ISLAND_DELIVERY_DAYS, ISLAND_SHIPPING_JMD, PICKUP_HOLD_BUSINESS_DAYS, US_TO_JAMAICA_SHIPPING } from '@shared/constants';
import {
  DELIVERY_ATTEMPTS,
  FREE_SHIPPING,
  ORDER_CHANGE_WINDOW_HOURS,
  ORDER_PROCESSING,
  SHIPPING_BANDS_JMD,
  SIGNATURE_REQUIRED_ABOVE_JMD,
} from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact, jmd } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

const band = ([from, to]: readonly [number, number]) => `${jmd(from)} - ${jmd(to)}`;

export function ShippingPolicyPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Shipping Policy"
      description={`Delivery across Jamaica from ${jmd(ISLAND_SHIPPING_JMD)}, free pickup in Kingston, processing times, free-delivery thresholds and parts shipped from the US.`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          We deliver to all 14 parishes, or you can pick up free at our shop. This page covers how long an order
          takes, what delivery costs and what happens on delivery day.
        </p>
      }
      sections={[
        {
          id: 'processing',
          title: 'How long before your order leaves us',
          content: (
            <ul>
              <li>Most orders: {ORDER_PROCESSING.standard}.</li>
              <li>In-stock orders placed before {ORDER_PROCESSING.sameDayCutoff} on a business day: the same day.</li>
              <li>Special orders (parts we have to bring in): {ORDER_PROCESSING.specialOrder}.</li>
              <li>Bulk orders: {ORDER_PROCESSING.bulkOrder}.</li>
            </ul>
          ),
        },
        {
          id: 'local-shop',
          title: 'Local Shop orders',
          content: (
            <>
              <p>
                When you buy from the <PolicyLink to="/shop">Local Shop</PolicyLink> on this website you choose one of two
                ways to get your order:
              </p>
              <ul>
                <li>
                  <strong>Island-wide delivery: {jmd(ISLAND_SHIPPING_JMD)}</strong>, arriving in {ISLAND_DELIVERY_DAYS}{' '}
                  business days after your order is processed.
                </li>
                <li>
                  <strong>Store pickup: free.</strong> Collect it at {store.address}. We hold a ready order for{' '}
                  {PICKUP_HOLD_BUSINESS_DAYS} business days. Bring your order number.
                </li>
              </ul>
              <p>The checkout shows the delivery charge before you pay.</p>
            </>
          ),
        },
        {
          id: 'rates',
          title: 'Delivery rates for other orders',
          content: (
            <>
              <p>
                Orders we arrange with you by phone, WhatsApp or at the counter (for example large or heavy auto parts,
                or parts we sourced for you) are charged by area. We tell you the exact figure before you pay.
              </p>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm tabular-nums">
                  <caption className="sr-only">Delivery rates by area in Jamaican dollars</caption>
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Area
                      </th>
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Standard
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Express
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {SHIPPING_BANDS_JMD.map((row) => (
                      <tr key={row.area} className="border-b border-border">
                        <th scope="row" className="py-2 pr-4 font-medium">
                          {row.area}
                        </th>
                        <td className="py-2 pr-4">{band(row.standard)}</td>
                        <td className="py-2">{row.express ? band(row.express) : 'Not available'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ),
        },
        {
          id: 'free-delivery',
          title: 'Free delivery',
          content: (
            <>
              <p>For orders arranged with our team, delivery is free:</p>
              <ul>
                <li>on orders over {jmd(FREE_SHIPPING.kingstonMetroOverJmd)} in the Kingston metro area;</li>
                <li>on orders over {jmd(FREE_SHIPPING.majorTownsOverJmd)} in major towns;</li>
                <li>on bulk orders of {FREE_SHIPPING.bulkItemsAtLeast} or more items;</li>
                <li>for repeat customers with {FREE_SHIPPING.repeatCustomerOrdersAtLeast} or more orders with us.</li>
              </ul>
              <p>Ask us before you order and we will confirm it applies.</p>
            </>
          ),
        },
        {
          id: 'delivery-day',
          title: 'On delivery day',
          content: (
            <ul>
              <li>Orders worth more than {jmd(SIGNATURE_REQUIRED_ABOVE_JMD)} need a signature. Please make sure someone is in.</li>
              <li>
                Our courier tries {DELIVERY_ATTEMPTS} times. After that the parcel comes back to the shop and we hold it
                for {PICKUP_HOLD_BUSINESS_DAYS} business days for you to collect.
              </li>
              <li>Check the parcel when it arrives. Tell the courier and us at once if it is damaged.</li>
            </ul>
          ),
        },
        {
          id: 'changes',
          title: 'Changing or cancelling an order',
          content: (
            <p>
              You can change or cancel an order within {ORDER_CHANGE_WINDOW_HOURS} hours of placing it, as long as we
              have not started processing it. Call or WhatsApp us with your order number.
            </p>
          ),
        },
        {
          id: 'from-the-us',
          title: 'Parts shipped from the US',
          content: (
            <>
              <p>
                Parts we source for you through a <PolicyLink to="/request">part request</PolicyLink> travel from the US
                to Jamaica in about {US_TO_JAMAICA_SHIPPING}. Your quote shows the shipping cost. Delays at customs or
                with the carrier can add time; we keep you posted.
              </p>
              <p>
                Import duty and taxes charged by Jamaica Customs are paid by you, the buyer. We estimate them in your
                quote, but the final amount is set by Customs.
              </p>
            </>
          ),
        },
        {
          id: 'tracking',
          title: 'Tracking your order',
          content: (
            <p>
              Use <PolicyLink to="/track-order">Track Your Order</PolicyLink> with your order or request number. We also
              e-mail you when the status changes.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="Questions about a delivery:" /> },
      ]}
    />
  );
}
