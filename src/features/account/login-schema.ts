import { z } from 'zod/mini';
import {
  LoginUserBody,
  loginUserBodyEmailMax,
  loginUserBodyPasswordMax,
  loginUserBodyPasswordMin,
} from '../../../generated/zod/user/user.zod';
import { tooLong } from '../../ui/form/limits';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

/** The contract's login body with the spec's messages (email; password 6 to 32). */
export function loginSchema(t: TranslateOf<typeof messages>) {
  return z.object({
    ...LoginUserBody.shape,
    email: z
      .email({ error: (issue) => t(issue.input ? 'form.email.invalid' : 'form.email.required') })
      .check(tooLong(t, loginUserBodyEmailMax)),
    password: z.string().check(
      z.minLength(loginUserBodyPasswordMin, {
        error: (issue) =>
          issue.input
            ? t('account.auth.login.passwordMin', { min: loginUserBodyPasswordMin })
            : t('account.auth.login.passwordRequired'),
      }),
      z.maxLength(loginUserBodyPasswordMax, {
        error: t('account.auth.login.passwordMax', { max: loginUserBodyPasswordMax }),
      }),
    ),
  });
}
