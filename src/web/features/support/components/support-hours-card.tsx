import { Clock } from 'lucide-react';
import { RESPONSE_TIMES } from '@shared/policies';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useStoreInfo } from '@web/lib/store-info';

/** Support Hours (docs/product.md §2, §9): opening hours as the store sets them, and how fast each channel answers. */
export function SupportHoursCard() {
  const { store } = useStoreInfo();
  // The store's hours are one configured line ("Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed"): a row a part.
  const hours = store.hours.split(/\s*[,;]\s*/).filter(Boolean);
  const responses = [
    { channel: 'WhatsApp', time: RESPONSE_TIMES.whatsapp },
    { channel: 'Phone', time: RESPONSE_TIMES.phone },
    { channel: 'E-mail', time: RESPONSE_TIMES.email },
    { channel: 'Technical questions', time: RESPONSE_TIMES.technicalSupport },
  ];
  return (
    <Card role="region" aria-labelledby="support-hours">
      <CardHeader>
        <CardTitle id="support-hours" className="flex items-center gap-2">
          <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Support Hours
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Shop and phone lines</h3>
          <ul className="flex flex-col gap-1">
            {hours.map((line) => (
              <li key={line} className="tabular">
                {line}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            WhatsApp is watched {RESPONSE_TIMES.whatsappEmergencies} for emergencies. Jamaica time.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">How fast we answer</h3>
          <dl className="flex flex-col gap-2">
            {responses.map(({ channel, time }) => (
              <div key={channel} className="flex flex-col sm:flex-row sm:gap-2">
                <dt className="font-semibold sm:w-44 sm:shrink-0">{channel}</dt>
                <dd className="text-muted-foreground">{time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
