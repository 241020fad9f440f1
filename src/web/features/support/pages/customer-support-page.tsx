import { useSearchParams } from 'react-router';
import { Activity, BookOpen, Headset, MessageSquareHeart } from 'lucide-react';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ContactCards } from '../components/contact-cards';
import { DepartmentsPanel } from '../components/departments-panel';
import { FeedbackPanel } from '../components/feedback-panel';
import { SelfHelpPanel } from '../components/self-help-panel';
import { ServiceStatus } from '../components/service-status';
import { SupportHoursCard } from '../components/support-hours-card';
import { TopicCards } from '../components/topic-cards';
import { KEEP_SCROLL } from '@web/lib/keep-scroll';

const TABS = [
  { value: 'self-help', label: 'Self-Help', Icon: BookOpen },
  { value: 'contact', label: 'Contact Support', Icon: Headset },
  { value: 'status', label: 'Service Status', Icon: Activity },
  { value: 'feedback', label: 'Feedback', Icon: MessageSquareHeart },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

/**
 * /customer-support (docs/product.md §2): the three ways to reach a person, six help categories, four tabs (Self-Help,
 * Contact Support, Service Status, Feedback; the open one is ?tab=) and the Support Hours card.
 */
export function CustomerSupportPage() {
  useDocumentTitle(
    'Customer Support',
    'WhatsApp, call or e-mail our Kingston team, find help by topic, reach a department or check the service status.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'self-help';

  const changeTab = (value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value === 'self-help') next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true, ...KEEP_SCROLL });
  };

  return (
    <PageContainer>
      <PageHeading
        title="Customer Support"
        description="Real people at our Kingston shop, ready to help you find, fit and fix the right part."
      />

      <section aria-labelledby="support-contact" className="flex flex-col gap-4">
        <h2 id="support-contact" className="text-xl font-bold">
          Reach us
        </h2>
        <ContactCards />
      </section>

      <section aria-labelledby="support-topics" className="mt-10 flex flex-col gap-4">
        <h2 id="support-topics" className="text-xl font-bold">
          Help by topic
        </h2>
        <TopicCards />
      </section>

      <section id="more-help" aria-label="More help" className="mt-10 scroll-mt-24">
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList>
            {TABS.map(({ value, label, Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="self-help">
            <SelfHelpPanel />
          </TabsContent>
          <TabsContent value="contact">
            <DepartmentsPanel />
          </TabsContent>
          <TabsContent value="status">
            <h2 className="mb-4 text-xl font-bold">Service Status</h2>
            <ServiceStatus />
          </TabsContent>
          <TabsContent value="feedback">
            <FeedbackPanel />
          </TabsContent>
        </Tabs>
      </section>

      <div className="mt-10">
        <SupportHoursCard />
      </div>
    </PageContainer>
  );
}
