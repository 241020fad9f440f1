import { EXCHANGE_REPORT_DAYS, EXTENDED_WARRANTY_YEARS, INSTALLATION_WARRANTY_DAYS, WARRANTY_PERIODS } from '@shared/constants';
import { REPLACEMENT_SHIP_BUSINESS_DAYS } from '@shared/policies';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function WarrantyPolicyPage() {
  return (
    <PolicyPage
      title="Warranty Policy"
      description="How long parts from our Kingston shop are covered, new and refurbished, what the warranty covers and how to claim."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Every new or refurbished part we sell from our own shop comes with a warranty against faults. This page
          says how long it lasts, what it covers and how to claim. Parts we source for you from overseas suppliers
          carry the maker&apos;s or supplier&apos;s warranty instead (see below).
        </p>
      }
      sections={[
        {
          id: 'periods',
          title: 'How long each part is covered',
          content: (
            <>
              <p>The warranty starts on the day you receive the part.</p>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm tabular-nums">
                  <caption className="sr-only">Warranty periods for new and refurbished parts</caption>
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Part
                      </th>
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        New
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Refurbished
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {WARRANTY_PERIODS.map((row) => (
                      <tr key={row.label} className="border-b border-border">
                        <th scope="row" className="py-2 pr-4 font-medium">
                          {row.label}
                        </th>
                        <td className="py-2 pr-4 whitespace-nowrap">{row.newDays} days</td>
                        <td className="py-2 whitespace-nowrap">{row.refurbishedDays} days</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                Used parts, phone back covers and accessories are sold as they are, with no warranty. The product page
                always shows the warranty for the part you are looking at.
              </p>
            </>
          ),
        },
        {
          id: 'installation',
          title: 'Installation by our technicians',
          content: (
            <p>
              When our technicians fit a part for you, we guarantee the work for {INSTALLATION_WARRANTY_DAYS} days. If
              something we fitted comes loose or stops working because of how it was fitted, we fix it free.
            </p>
          ),
        },
        {
          id: 'covered',
          title: 'What the warranty covers',
          content: (
            <ul>
              <li>Faults in the part itself: it does not work, stops working or works only some of the time.</li>
              <li>A phone screen with dead pixels, lines, or touch that does not respond.</li>
              <li>A battery that will not hold a charge or swells under normal use.</li>
            </ul>
          ),
        },
        {
          id: 'not-covered',
          title: 'What it does not cover',
          content: (
            <ul>
              <li>Damage after delivery: drops, cracks, water or liquid, fire, or a power surge.</li>
              <li>A part fitted wrongly by someone other than our technicians.</li>
              <li>A part that was opened, repaired or changed by someone else.</li>
              <li>Normal wear, such as brake pads wearing down.</li>
              <li>A part bought for the wrong vehicle or phone model.</li>
            </ul>
          ),
        },
        {
          id: 'sourced',
          title: 'Parts we source from overseas',
          content: (
            <p>
              We do not make parts. A part we find for you through a{' '}
              <PolicyLink to="/request">part request</PolicyLink> or from the catalogue is covered by its maker&apos;s or
              supplier&apos;s warranty, and claims follow that supplier&apos;s rules. We will help you make the claim and
              handle the shipping between Jamaica and the supplier, which may cost extra.
            </p>
          ),
        },
        {
          id: 'claim',
          title: 'How to make a claim',
          content: (
            <>
              <ol>
                <li>Contact us with your order number and a short description or photo of the fault.</li>
                <li>Bring or send the part back with its receipt. Keep any stickers or seals on it.</li>
                <li>We test it, usually within a few business days.</li>
                <li>
                  If it is faulty we replace it. A replacement ships within {REPLACEMENT_SHIP_BUSINESS_DAYS} business days
                  after approval. If the same part is out of stock we offer a similar part or store credit.
                </li>
              </ol>
              <p>
                A part that arrives faulty or is not what you ordered can also be exchanged under our{' '}
                <PolicyLink to="/return-exchange">Return &amp; Exchange Policy</PolicyLink> if you tell us within{' '}
                {EXCHANGE_REPORT_DAYS} days of delivery.
              </p>
            </>
          ),
        },
        {
          id: 'extended',
          title: 'Extended warranty',
          content: (
            <p>
              For some parts you can buy an extended plan of {EXTENDED_WARRANTY_YEARS.join(' or ')} years at the counter
              or by phone. The plan is written on your receipt.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="Questions about a warranty:" /> },
      ]}
    />
  );
}
