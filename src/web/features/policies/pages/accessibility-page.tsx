import { ACCESSIBILITY_RESPONSE, RESPONSE_TIMES } from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor, PolicyPage } from '../components/policy-page';
import { StoreContact, telHref } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function AccessibilityPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Accessibility Statement"
      description={`Our aim is that everyone can use this store. What we do to meet WCAG 2.1 AA, known gaps, and how to tell us about a problem: we reply within ${ACCESSIBILITY_RESPONSE.replyBusinessDays} business days.`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          We want everyone to be able to find and buy parts from {store.name}, whatever device they use and however they
          use it.
        </p>
      }
      sections={[
        {
          id: 'standard',
          title: 'The standard we aim for',
          content: (
            <p>
              We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every release of the store
              is checked with an automated accessibility test in both the light and dark themes.
            </p>
          ),
        },
        {
          id: 'what-we-do',
          title: 'What we do',
          content: (
            <ul>
              <li>Text and buttons with strong colour contrast, in light and dark themes.</li>
              <li>Everything works with a keyboard, with a &quot;Skip to main content&quot; link on every page.</li>
              <li>Headings, labels and landmarks that screen readers can follow.</li>
              <li>Pages that work on small phones and can be zoomed to 200%.</li>
              <li>Large touch targets and no time limits on forms.</li>
              <li>Pictures of parts have text descriptions; decorative images are hidden from screen readers.</li>
            </ul>
          ),
        },
        {
          id: 'known-gaps',
          title: 'Known gaps',
          content: (
            <p>
              Some part photos and descriptions come from suppliers and may not describe the part fully. If you need more
              detail about a part, ask us and we will describe it to you.
            </p>
          ),
        },
        {
          id: 'other-ways',
          title: 'Other ways to order',
          content: (
            <p>
              If anything on the site is hard to use, you can order by phone at{' '}
              <PolicyAnchor href={telHref(store.phone)}>{store.phone}</PolicyAnchor> ({RESPONSE_TIMES.phone}), by WhatsApp
              ({RESPONSE_TIMES.whatsapp}), or at our counter, where staff will help you.
            </p>
          ),
        },
        {
          id: 'feedback',
          title: 'Tell us about a problem',
          content: (
            <>
              <p>
                If you find a barrier on this site, tell us what page it was on and what happened. We reply within{' '}
                {ACCESSIBILITY_RESPONSE.replyBusinessDays} business days and aim to fix the problem within{' '}
                {ACCESSIBILITY_RESPONSE.resolveBusinessDays} business days.
              </p>
              <StoreContact />
            </>
          ),
        },
      ]}
    />
  );
}
