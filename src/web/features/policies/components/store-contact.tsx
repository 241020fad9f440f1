import { RESPONSE_TIMES } from '@shared/policies';
import { formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor } from './policy-page';

/** "+1 (876) 555-0142" → "tel:+18765550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A JMD figure as the rest of the store writes it: J$10,000.00. */
export function jmd(amount: number): string {
  return formatMoney(amount, 'JMD');
}

/** How to reach the store, from its configured identity (GET /api/store), for the end of a policy. */
export function StoreContact({ purpose }: { purpose?: string }) {
  const { store } = useStoreInfo();
  return (
    <>
      {purpose ? <p>{purpose}</p> : null}
      <ul>
        <li>
          E-mail: <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor>
        </li>
        <li>
          Phone: <PolicyAnchor href={telHref(store.phone)}>{store.phone}</PolicyAnchor>
        </li>
        <li>
          WhatsApp: <PolicyAnchor href={`https://wa.me/${store.whatsapp.replace(/\D/g, '')}`}>{store.whatsapp}</PolicyAnchor>
        </li>
        <li>
          In person or by post: {store.name}, {store.address}
        </li>
        <li>Opening hours: {store.hours}</li>
      </ul>
      <p>
        We answer WhatsApp {RESPONSE_TIMES.whatsapp}, the phone {RESPONSE_TIMES.phone}, e-mail {RESPONSE_TIMES.email} and
        technical questions {RESPONSE_TIMES.technicalSupport}. WhatsApp is watched {RESPONSE_TIMES.whatsappEmergencies} for
        emergencies.
      </p>
    </>
  );
}
