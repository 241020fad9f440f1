import { CART_STORAGE_KEY, GARAGE_SELECTED_STORAGE_KEY, GARAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@shared/constants';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

const STORED = [
  { name: 'sid', kind: 'Cookie', purpose: 'Keeps you signed in. Only set when you sign in; removed when you sign out.' },
  { name: CART_STORAGE_KEY, kind: 'Browser storage', purpose: 'The items in your cart.' },
  { name: THEME_STORAGE_KEY, kind: 'Browser storage', purpose: 'Light or dark theme.' },
  { name: `${GARAGE_STORAGE_KEY}, ${GARAGE_SELECTED_STORAGE_KEY}`, kind: 'Browser storage', purpose: 'Vehicles you saved to My Garage and the one you chose.' },
  { name: 'wishlist', kind: 'Browser storage', purpose: 'Parts you saved for later.' },
] as const;

export function CookiesPolicyPage() {
  return (
    <PolicyPage
      title="Cookies Policy"
      description="We use one sign-in cookie and your browser's storage for your cart, theme and garage. No advertising or tracking cookies."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          A cookie is a small file a website keeps in your browser. We use as few as we can: one cookie to keep you
          signed in, and your browser&apos;s own storage to remember your cart and settings on your device.
        </p>
      }
      sections={[
        {
          id: 'what-we-store',
          title: 'What we store on your device',
          content: (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Cookies and browser storage this site uses</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Type
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      What it is for
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {STORED.map((row) => (
                    <tr key={row.name} className="border-b border-border">
                      <th scope="row" className="py-2 pr-4 font-mono font-medium">
                        {row.name}
                      </th>
                      <td className="py-2 pr-4">{row.kind}</td>
                      <td className="py-2">{row.purpose}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ),
        },
        {
          id: 'no-tracking',
          title: 'No advertising or tracking cookies',
          content: (
            <p>
              We do not use advertising cookies, and no other company places cookies through our site. Our pages,
              pictures and fonts all come from our own server.
            </p>
          ),
        },
        {
          id: 'payments',
          title: 'Card payments',
          content: (
            <p>
              If you pay by card online, the card form comes from our payment processor, which may set its own cookies to
              prevent fraud. Those follow the processor&apos;s own policy.
            </p>
          ),
        },
        {
          id: 'control',
          title: 'How to clear or block them',
          content: (
            <p>
              You can delete cookies and site data in your browser&apos;s settings. If you block the sign-in cookie you can
              still browse, request parts and buy as a guest, but you cannot stay signed in. Clearing browser storage
              empties your cart.
            </p>
          ),
        },
        {
          id: 'more',
          title: 'More about your data',
          content: (
            <p>
              See our <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
