import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@quiver/ui';
import { useApi } from '../../lib/services.tsx';
import { notify } from '../../lib/notify.ts';
import { guideOutcome, homeTarget, readRedirectParams } from '../../lib/post-login.ts';
import { getInstanceGuide } from '../../data/instance/instance-guide-query.ts';
import { TotpSetup } from './totp-setup.tsx';
import '../../i18n/areas/mfa-tip/index.ts';

/**
 * /MFATip: after an e-mail sign-in without two-factor, suggest turning it on. Done or skipped, the
 * user continues where the post-login routing would have taken them (the instance guide decides).
 */
export function MfaTipScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [leaving, setLeaving] = useState(false);

  const moveOn = async () => {
    setLeaving(true);
    const guide = await guideOutcome(() => getInstanceGuide(api));
    await navigate(homeTarget(guide, readRedirectParams(search)), { replace: true });
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('mfa-tip.title')}</h1>
        <p className="text-muted-fg">{t('mfa-tip.body')}</p>
      </header>
      <TotpSetup
        onEnabled={() => {
          notify.success(t('mfa-tip.enabled'));
          void moveOn();
        }}
      />
      <div>
        <Button variant="ghost" onClick={() => void moveOn()} loading={leaving}>
          {t('mfa-tip.skip')}
        </Button>
      </div>
    </section>
  );
}
