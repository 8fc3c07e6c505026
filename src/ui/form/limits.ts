import type { IntlShape } from 'react-intl';
import { z } from 'zod/mini';

/**
 * At most `max` characters, with the kit's one message for it: the contract bounds every string (decision 0010), and a
 * limit the spec gives no text for still says what is wrong before anything is sent. Nothing typed is cut.
 */
export function tooLong(intl: Pick<IntlShape, 'formatMessage'>, max: number) {
  return z.maxLength(max, { error: intl.formatMessage({ id: 'form.tooLong' }, { max }) });
}
