import { useSearchParams } from 'react-router';
import { requestNumberFrom, SupplierChoiceBanner, useSupplierChoice } from '@web/features/part-requests/components/admin/supplier-choice';
import { SupplierManagement } from '@web/features/suppliers/pages/admin-suppliers-page';

/**
 * /admin/suppliers. Opened from a part request's Find action (?request=REQ-…), it also chooses that request's
 * supplier: the request comes from the part-requests feature, the lists from the suppliers feature.
 */
export function AdminSuppliersPage() {
  const [searchParams] = useSearchParams();
  const requestNumber = requestNumberFrom(searchParams.get('request'));
  const { loading, request, pending, choose } = useSupplierChoice(requestNumber);
  if (!requestNumber) return <SupplierManagement />;
  return (
    <SupplierManagement
      choice={{
        banner: <SupplierChoiceBanner requestNumber={requestNumber} loading={loading} request={request} />,
        attach: request ? { requestNumber, attachedId: request.supplier?.id ?? null, pending, choose } : undefined,
      }}
    />
  );
}
