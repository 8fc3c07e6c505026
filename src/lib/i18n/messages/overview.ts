import { catalog } from '../catalog';

export default catalog(
  {
    'overview.title': 'Overview',
    'overview.greeting': 'Hello, {firstName}',
    'overview.greetingNoName': 'Hello',
    'overview.subtitle.client': 'Your sessions with your {party}, all in one place.',
    'overview.subtitle.provider': 'Your sessions and {party} bookings, all in one place.',
    'overview.account': 'Your account',
    'overview.accountType': 'Account type',
    'overview.email': 'Email',
    'overview.empty.title': 'Nothing needs your attention',
    'overview.empty.client': 'When you book a session, it will appear here together with your {party}.',
    'overview.empty.provider': 'When a {party} books a session with you, it will appear here.',
  },
  {
    'overview.title': 'Übersicht',
    'overview.greeting': 'Hallo, {firstName}',
    'overview.greetingNoName': 'Hallo',
    'overview.subtitle.client': 'Ihre Sitzungen mit Ihrer/Ihrem {party}, alles an einem Ort.',
    'overview.subtitle.provider': 'Ihre Sitzungen und die Buchungen Ihrer Klient:innen, alles an einem Ort.',
    'overview.account': 'Ihr Konto',
    'overview.accountType': 'Kontotyp',
    'overview.email': 'E-Mail',
    'overview.empty.title': 'Gerade ist nichts zu tun',
    'overview.empty.client': 'Sobald Sie eine Sitzung buchen, erscheint sie hier zusammen mit Ihrer/Ihrem {party}.',
    'overview.empty.provider': 'Sobald eine Klientin oder ein Klient eine Sitzung bei Ihnen bucht, erscheint sie hier.',
  },
);
