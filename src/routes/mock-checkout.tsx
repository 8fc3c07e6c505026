import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as z from 'zod/mini';
import { NotFoundPage } from '../app/NotFoundPage';
import { identifier } from '../lib/search-fields';
import { LoadingBlock } from '../ui/Spinner';

// Mock mode only: where a card payment's authorizationUrl leads offline. In production this is the not-found page
// and the build carries no mock code (the page, and the mocks it imports, exist only inside the flag).
const MockCheckoutPage =
  import.meta.env.VITE_MOCKS === 'true' ? lazy(() => import('../features/payments/MockCheckoutPage')) : null;

const search = z.object({ reference: identifier });

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
