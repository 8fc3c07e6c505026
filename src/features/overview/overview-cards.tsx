import { useIntl } from 'react-intl';
import type { UserType } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { Button, ButtonLink } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { BalanceCard } from '../wallet';

/** The balance with its top-up (the wallet's card), and the way to the wallet. */
export function WalletCard() {
  const intl = useIntl();
  return (
    <BalanceCard
      id="overview-wallet"
      title={intl.formatMessage({ id: 'overview.wallet.title' })}
      hint={intl.formatMessage({ id: 'overview.wallet.hint' })}
    >
      <ButtonLink to="/wallet/" variant="secondary" size="sm" className="mt-4">
        {intl.formatMessage({ id: 'wallet.open' })}
      </ButtonLink>
    </BalanceCard>
  );
}

export function Shortcuts({ viewer }: { viewer: UserType }) {
  const intl = useIntl();
  const { open } = useModal();
  return (
    <Section size="card" id="overview-shortcuts" title={intl.formatMessage({ id: 'overview.shortcuts.title' })}>
      <div className="flex flex-col gap-2">
        <ButtonLink to="/appointments/" variant="secondary" className="justify-start">
          {intl.formatMessage({ id: 'overview.shortcuts.appointments' })}
        </ButtonLink>
        {viewer === 'client' ? (
          <ButtonLink to="/" variant="secondary" className="justify-start">
            {intl.formatMessage({ id: 'overview.shortcuts.findTherapist' })}
          </ButtonLink>
        ) : (
          <Button changes variant="secondary" className="justify-start" onClick={() => open('new-booking')}>
            {intl.formatMessage({ id: 'overview.shortcuts.newBooking' })}
          </Button>
        )}
      </div>
    </Section>
  );
}
