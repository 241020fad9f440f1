import { Link } from 'react-router';
import { Briefcase, ChevronRight, CreditCard, PackageSearch, ShieldCheck, Truck, Wrench, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SUPPORT_CATEGORIES } from '../support-topics';

const ICONS: Record<string, LucideIcon> = {
  orders: PackageSearch,
  product: Wrench,
  payment: CreditCard,
  warranty: ShieldCheck,
  shipping: Truck,
  business: Briefcase,
};

/** Six help categories with five topics each (docs/product.md §2), every topic a link to its answer. */
export function TopicCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {SUPPORT_CATEGORIES.map((category) => {
        const Icon = ICONS[category.id] ?? PackageSearch;
        const titleId = `support-topic-${category.id}`;
        return (
          <li key={category.id} className="grid">
            <Card role="region" aria-labelledby={titleId}>
              <CardHeader>
                <CardTitle as="h3" id={titleId} className="flex items-center gap-2 text-lg">
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  {category.title}
                </CardTitle>
                <CardDescription>{category.description}</CardDescription>
              </CardHeader>
              <CardContent className="pt-3 sm:pt-3">
                <ul className="flex flex-col">
                  {category.topics.map((topic) => (
                    <li key={topic.label}>
                      <Link
                        to={topic.to}
                        className="flex min-h-11 items-center justify-between gap-2 rounded-md py-1 text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                      >
                        <span>{topic.label}</span>
                        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
