import type { UserType } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { Button, ButtonLink } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { BalanceCard } from '../wallet';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The balance with its top-up (the wallet's card), and the way to the wallet. */
export function WalletCard() {
  const t = useT(messages);
  return (
    <BalanceCard id="overview-wallet" title={t('overview.wallet.title')} hint={t('overview.wallet.hint')}>
      <ButtonLink to="/wallet/" variant="secondary" size="sm" className="mt-4">
        {t('overview.wallet.open')}
      </ButtonLink>
    </BalanceCard>
  );
}

export function Shortcuts({ viewer }: { viewer: UserType }) {
  const t = useT(messages);
  const { open } = useModal();
  return (
    <Section size="card" id="overview-shortcuts" title={t('overview.shortcuts.title')}>
      <div className="flex flex-col gap-2">
        <ButtonLink to="/appointments/" variant="secondary" className="justify-start">
          {t('overview.shortcuts.appointments')}
        </ButtonLink>
        {viewer === 'client' ? (
          <ButtonLink to="/" variant="secondary" className="justify-start">
            {t('overview.shortcuts.findTherapist')}
          </ButtonLink>
        ) : (
          <Button changes variant="secondary" className="justify-start" onClick={() => open('new-booking')}>
            {t('overview.shortcuts.newBooking')}
          </Button>
        )}
      </div>
    </Section>
  );
}
