// Zod Mini carries no messages of its own: the offline backend answers a bad request in Zod's English wording, as
// the full Zod did (decision 0002). Imported for its effect by every module that validates.
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());
