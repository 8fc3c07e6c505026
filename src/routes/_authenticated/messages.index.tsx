import { createFileRoute } from '@tanstack/react-router';
import { NoChatOpen } from '../../features/messages';

export const Route = createFileRoute('/_authenticated/messages/')({
  component: NoChatOpen,
});
