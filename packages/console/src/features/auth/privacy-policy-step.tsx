import { useState, type ReactNode } from 'react';
import { useTranslation, Trans } from '../../i18n/react.tsx';
import { Button, Checkbox } from '@quiver/ui';
import { brand } from '../../lib/brand.ts';
import type { SocialProvider } from '../../data/auth/social-login-start-query.ts';
import '../../i18n/areas/privacy-step/index.ts';

/** A link that opens in a new tab; Trans puts the words inside it. */
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
      {children}
    </a>
  );
}

interface PrivacyPolicyStepProps {
  provider: SocialProvider;
  pending: boolean;
  onAccept: () => void;
  onBack: () => void;
}

/**
 * Before a social sign-in (which may create an account), the user agrees to the Terms and the
 * Privacy Policy; the provider's page opens only after that.
 */
export function PrivacyPolicyStep({ provider, pending, onAccept, onBack }: PrivacyPolicyStepProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const providerName = provider === 'github' ? 'GitHub' : 'Google';
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('privacy-step.title')}</h1>
        <p className="text-sm text-muted-fg">
          {t('privacy-step.body', { provider: providerName })}
        </p>
      </header>
      <div className="flex items-start gap-3">
        <Checkbox
          id="privacy-agree"
          checked={agreed}
          onCheckedChange={(value) => setAgreed(value === true)}
        />
        <label htmlFor="privacy-agree" className="text-sm">
          <Trans
            i18nKey="privacy-step.agree"
            components={{
              terms: <ExternalLink href={brand.links.terms} />,
              privacy: <ExternalLink href={brand.links.privacy} />,
            }}
          />
        </label>
      </div>
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button disabled={!agreed} loading={pending} onClick={onAccept}>
          {t('privacy-step.continue', { provider: providerName })}
        </Button>
      </div>
    </div>
  );
}
