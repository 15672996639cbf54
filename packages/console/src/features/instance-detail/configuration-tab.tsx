import { Link } from '../../lib/link.tsx';
import type { Instance } from '@quiver/contract';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  buttonVariants,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { instancePaths } from '../instances/instance-paths.ts';
import { useSettingsItems } from './settings-items.tsx';
import '../../i18n/areas/instance-detail/index.ts';

/** A read-only summary of the settings, and the way to the configuration screen that changes them. */
export function ConfigurationTab({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const settings = useSettingsItems(instance);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('instance-detail.configuration-title')}</CardTitle>
        <CardDescription>{t('instance-detail.configuration-help')}</CardDescription>
        <CardAction>
          <Link
            to={instancePaths.configure(instance.kind, instance.id)}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('instance-detail.configure')}
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        <DescriptionList items={settings} layout="inline" loadingLabel={t('common.loading')} />
      </CardContent>
    </Card>
  );
}
