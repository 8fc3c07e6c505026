import { createFileRoute } from '@tanstack/react-router';
import { contactPageQueries, ContactPage } from '../features/contact';
import { ensureAll } from '../lib/loader';

/** `/contact/` (public): the contact form; a signed-in user's name and e-mail are loaded to fill it in. */
export const Route = createFileRoute('/contact')({
  loader: ({ context }) => ensureAll(context.queryClient, contactPageQueries()),
  component: ContactPage,
});
