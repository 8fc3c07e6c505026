import { z } from 'zod/mini';
import type { CommonId, Translate } from '../../lib/i18n/translate';

/**
 * At most `max` characters, with the kit's one message for it: the contract bounds every string (decision 0010), and a
 * limit the spec gives no text for still says what is wrong before anything is sent. Nothing typed is cut.
 */
export function tooLong(t: Translate<CommonId>, max: number) {
  return z.maxLength(max, { error: t('form.tooLong', { max }) });
}
