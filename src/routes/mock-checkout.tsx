import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '../app/NotFoundPage';
import { identifierParam, searchParams } from '../lib/search-params';
import { LoadingBlock } from '../ui/Spinner';

// Mock mode only: where a card payment's authorizationUrl leads offline. In production this is the not-found page
// and the build carries no mock code (the page, and the mocks it imports, exist only inside the flag).
const MockCheckoutPage =
  import.meta.env.VITE_MOCKS === 'true' ? lazy(() => import('../features/payments/MockCheckoutPage')) : null;

const search = searchParams({ reference: identifierParam });

export const Route = createFileRoute('/mock-checkout')({
  validateSearch: search,
  component: MockCheckout,
});

function MockCheckout() {
  const { reference } = Route.useSearch();
  if (!MockCheckoutPage) return <NotFoundPage />;
  return (
    <Suspense fallback={<LoadingBlock />}>
      <MockCheckoutPage reference={reference} />
    </Suspense>
  );
}
