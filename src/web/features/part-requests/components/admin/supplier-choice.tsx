import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { REQUEST_NUMBER_PATTERN } from '@shared/schemas/part-requests';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useAttachSupplier } from '../../api/admin-attach-supplier';
import { adminPartRequestsQueryOptions } from '../../api/admin-get-part-requests';

/** A request number from the address (?request=REQ-…), or null when there is none or it is malformed. */
export function requestNumberFrom(value: string | null): string | null {
  const number = (value ?? '').trim().toUpperCase();
  return REQUEST_NUMBER_PATTERN.test(number) ? number : null;
}

/**
 * Staff came to the suppliers screen from a request's Find action: the request, looked up by its number for
 * its id and current supplier, and what choosing a supplier for it does.
 */
export function useSupplierChoice(requestNumber: string | null) {
  const lookup = useQuery({
    ...adminPartRequestsQueryOptions({ search: requestNumber ?? '', page: 1 }),
    enabled: requestNumber !== null,
  });
  const request = requestNumber ? lookup.data?.requests.find((r) => r.requestNumber === requestNumber) : undefined;
  const attachSupplier = useAttachSupplier();
  const choose = (supplier: { id: number; name: string }) => {
    if (!request) return;
    attachSupplier.mutate(
      { id: request.id, supplierId: supplier.id },
      {
        onSuccess: () => toast({ title: 'Supplier attached', description: `${supplier.name} is now the supplier for ${request.requestNumber}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to attach supplier',
            description: isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error),
          }),
      },
    );
  };
  return { loading: lookup.isPending, request, pending: attachSupplier.isPending, choose };
}

export function SupplierChoiceBanner({
  requestNumber,
  loading,
  request,
}: {
  requestNumber: string;
  loading: boolean;
  request: { partName: string; partType: string; supplier: { name: string; country: string } | null } | undefined;
}) {
  return (
    <section aria-label={`Choosing a supplier for ${requestNumber}`} className="mb-6 rounded-lg border-2 border-primary bg-card p-4">
      {loading ? (
        <p>Loading request {requestNumber}...</p>
      ) : !request ? (
        <p role="alert">
          We couldn&apos;t find request {requestNumber}. It may have been deleted.{' '}
          <Link to="/admin/requests" className="text-primary underline underline-offset-4">
            Back to the requests
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold">
            Finding a supplier for {requestNumber}: {request.partName}
          </h2>
          <p className="text-sm text-muted-foreground">
            Showing {request.partType} part suppliers. Choose one with &quot;Attach to {requestNumber}&quot;.
          </p>
          <p aria-live="polite" className="font-semibold">
            {request.supplier ? `Supplier: ${request.supplier.name} (${request.supplier.country})` : 'No supplier chosen yet.'}
          </p>
          <Link to="/admin/requests" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-4">
            Back to the requests
          </Link>
        </div>
      )}
    </section>
  );
}
