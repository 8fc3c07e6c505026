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
import chat from './chat';

/** Every area's catalogue; a new area adds its file here (ids must be unique across areas). */
export const areas = { common, shell, auth, landing, overview, privacy, booking, scheduling, payments, appointments, therapists, accounts, settings, files, chat };

export const en = { ...common.en, ...shell.en, ...auth.en, ...landing.en, ...overview.en, ...privacy.en, ...booking.en, ...scheduling.en, ...payments.en, ...appointments.en, ...therapists.en, ...accounts.en, ...settings.en, ...files.en, ...chat.en };
export type MessageId = keyof typeof en;
export const de: Record<MessageId, string> = { ...common.de, ...shell.de, ...auth.de, ...landing.de, ...overview.de, ...privacy.de, ...booking.de, ...scheduling.de, ...payments.de, ...appointments.de, ...therapists.de, ...accounts.de, ...settings.de, ...files.de, ...chat.de };
