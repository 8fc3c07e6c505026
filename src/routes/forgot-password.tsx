import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/accounts';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });
