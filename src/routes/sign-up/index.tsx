import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/account';

/** Client sign-up. */
export const Route = createFileRoute('/sign-up/')({ component: () => <SignUpPage userType="client" /> });
