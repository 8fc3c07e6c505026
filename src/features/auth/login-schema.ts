import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { LoginUserBody, loginUserBodyPasswordMax, loginUserBodyPasswordMin } from '../../../generated/zod/user/user.zod';

/** The contract's login body with the spec's messages (email; password 6 to 32). */
export function loginSchema(intl: Pick<IntlShape, 'formatMessage'>) {
  const t = intl.formatMessage;
  return LoginUserBody.extend({
    email: z.email({ error: (issue) => t({ id: issue.input ? 'auth.login.emailInvalid' : 'auth.login.emailRequired' }) }),
    password: z
      .string()
      .min(loginUserBodyPasswordMin, {
        error: (issue) =>
          issue.input ? t({ id: 'auth.login.passwordMin' }, { min: loginUserBodyPasswordMin }) : t({ id: 'auth.login.passwordRequired' }),
      })
      .max(loginUserBodyPasswordMax, { error: t({ id: 'auth.login.passwordMax' }, { max: loginUserBodyPasswordMax }) }),
  });
}
