import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { CATALOGUE_RETURN_DAYS } from '@shared/policies';
import type { PartDetail } from '@shared/schemas/catalogue';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { fitmentName } from './fits-label';
import { CONDITION_NAMES, MARKETPLACE_NAMES, shippingDays } from './part-labels';

/** A part page's tabs: the vehicles it fits, its specifications, and how it ships and is returned. */
export function PartDetailTabs({ part }: { part: PartDetail }) {
  const isLocal = part.marketplace === 'local';
  return (
      <Tabs defaultValue="compatibility" className="mt-10">
        <TabsList aria-label="Part details" className="grid grid-cols-1 sm:flex">
          <TabsTrigger value="compatibility">Compatibility</TabsTrigger>
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="shipping">Shipping &amp; Returns</TabsTrigger>
        </TabsList>
        <TabsContent value="compatibility">
          <Card className="p-5">
            {part.fitment.length > 0 ? (
              <>
                <p className="mb-3 text-muted-foreground">Fits these vehicles:</p>
                <ul className="grid gap-2">
                  {part.fitment.map((fit) => (
                    <li key={`${fit.modelId}-${fit.yearFrom}-${fit.yearTo}`} className="flex items-start gap-2">
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span className="break-words">{fitmentName(fit)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-muted-foreground">
                  Not sure it fits? Check the part number against your old part, or ask us before you buy.
                </p>
              </>
            ) : (
              <p>Universal fit for most vehicles</p>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="specifications">
          <Card className="p-5">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
              <Spec label="Brand">{part.brand}</Spec>
              <Spec label="Condition">{CONDITION_NAMES[part.condition]}</Spec>
              <Spec label="Marketplace">{MARKETPLACE_NAMES[part.marketplace]}</Spec>
              <Spec label="Category">{part.categoryName}</Spec>
              <Spec label="Part number">{part.partNumber || '—'}</Spec>
              <Spec label="OEM numbers">{part.oemNumbers.length > 0 ? part.oemNumbers.join(', ') : '—'}</Spec>
              {part.interchangeNumbers.length > 0 ? <Spec label="Replaces / also sold as">{part.interchangeNumbers.join(', ')}</Spec> : null}
            </dl>
          </Card>
        </TabsContent>
        <TabsContent value="shipping">
          <Card className="grid gap-3 p-5">
            <p>
              {isLocal
                ? 'This part is in our Kingston shop: delivered island-wide or ready for pickup.'
                : `Ships from the US to Jamaica in about ${shippingDays(part)}.`}
            </p>
            <p>Returns accepted within {CATALOGUE_RETURN_DAYS} days. The buyer pays return shipping.</p>
            <p className="text-sm text-muted-foreground">
              Import duty and GCT are charged by Jamaica Customs and are yours to pay.{' '}
              <Link to="/shipping-policy" className="font-semibold text-primary underline-offset-4 hover:underline">
                Shipping policy
              </Link>
            </p>
          </Card>
        </TabsContent>
      </Tabs>
  );
}

function Spec({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}

