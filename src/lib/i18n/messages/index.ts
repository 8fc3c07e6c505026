import accounts from './accounts';
import settings from './settings';
import auth from './auth';
import booking from './booking';
import common from './common';
import landing from './landing';
import overview from './overview';
import privacy from './privacy';
import shell from './shell';
import scheduling from './scheduling';
import payments from './payments';
import appointments from './appointments';
import therapists from './therapists';
import files from './files';
import profiles from './profiles';
import availability from './availability';
import notes from './notes';
import reviews from './reviews';
import extras from './extras';
import verification from './verification';
import credentials from './credentials';
import providerWork from './provider-work';
import wallet from './wallet';
import consent from './consent';
import region from './region';
import chat from './chat';
import demo from './demo';

/** Every area's catalogue; a new area adds its file here (ids must be unique across areas). */
export const areas = {
  common,
  shell,
  auth,
  landing,
  overview,
  privacy,
  booking,
  scheduling,
  payments,
  appointments,
  therapists,
  accounts,
  settings,
  files,
  profiles,
  availability,
  notes,
  reviews,
  extras,
  verification,
  credentials,
  providerWork,
  wallet,
  consent,
  region,
  chat,
  demo,
};

export const en = {
  ...common.en,
  ...shell.en,
  ...auth.en,
  ...landing.en,
  ...overview.en,
  ...privacy.en,
  ...booking.en,
  ...scheduling.en,
  ...payments.en,
  ...appointments.en,
  ...therapists.en,
  ...accounts.en,
  ...settings.en,
  ...files.en,
  ...profiles.en,
  ...availability.en,
  ...notes.en,
  ...reviews.en,
  ...extras.en,
  ...verification.en,
  ...credentials.en,
  ...providerWork.en,
  ...wallet.en,
  ...consent.en,
  ...region.en,
  ...chat.en,
  ...demo.en,
};
export type MessageId = keyof typeof en;
export const de: Record<MessageId, string> = {
  ...common.de,
  ...shell.de,
  ...auth.de,
  ...landing.de,
  ...overview.de,
  ...privacy.de,
  ...booking.de,
  ...scheduling.de,
  ...payments.de,
  ...appointments.de,
  ...therapists.de,
  ...accounts.de,
  ...settings.de,
  ...files.de,
  ...profiles.de,
  ...availability.de,
  ...notes.de,
  ...reviews.de,
  ...extras.de,
  ...verification.de,
  ...credentials.de,
  ...providerWork.de,
  ...wallet.de,
  ...consent.de,
  ...region.de,
  ...chat.de,
  ...demo.de,
};

/**
 * The areas every page loads before its first render (decision 0073): the shell, the cookie banner, and the pages a
 * signed-out visitor lands on (START_PATHS in ../parts.ts). Every other area loads with the first page, modal or lazy
 * part that needs it, and in the background after the first paint.
 */
export const startAreas: readonly (keyof typeof areas)[] = [
  'common',
  'shell',
  'auth',
  'landing',
  'therapists',
  'consent',
  'demo',
];

/**
 * The areas only a build with the offline backend carries (the dev menu, the demo accounts, the mock checkout): the
 * production build leaves them out of every part (scripts/messages-plugin.ts, decision 0090), so that it carries
 * neither the demo's texts nor its password. Only code that runs under `VITE_MOCKS` may show them.
 */
export const demoAreas: readonly (keyof typeof areas)[] = ['demo'];
