import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { vpcNetworkSettings, type VpcNetworkSettingsInput } from '@quiver/validation';
import {
  Button,
  Callout,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  TextField,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { isApiError } from '../../lib/api.ts';
import { routePaths } from '../../lib/brand.ts';
import { notify } from '../../lib/notify.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { showRefusalInForm } from '../../lib/form-refusal.ts';
import { useVpcNetworksQuery, type RegionNetwork } from '../../data/vpc/vpc-networks-query.ts';
import { useVpcNetworkUpdateMutation } from '../../data/vpc/vpc-network-update-mutation.ts';
import '../../i18n/areas/vpc/index.ts';

/**
 * /VPC-Network/Configure (provider staff only; the server refuses anyone else): choose a region
 * (kept in the address, `?vendor=&region=`), then set the network its new instances get — the VPC
 * block, the subnet inside it, and whether they may be reached from the internet. A save applies to
 * instances created afterwards; one made from a revision someone else replaced is refused.
 */
export function VpcConfigureScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const networks = useVpcNetworksQuery();
  const vendor = search.get('vendor') ?? '';
  const region = search.get('region') ?? '';
  const chosenKey = vendor !== '' && region !== '' ? `${vendor}/${region}` : '';
  const items = networks.data?.items ?? [];
  const chosen = items.find((item) => `${item.vendor}/${item.region}` === chosenKey);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={routePaths.vpcNetwork} className="w-fit text-sm text-primary hover:underline">
          {t('vpc.back')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('vpc.configure-title')}</h1>
        <p className="text-muted-fg">{t('vpc.configure-intro')}</p>
      </div>
      {networks.isPending ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only">{t('vpc.loading')}</span>
          <Skeleton className="h-10 w-full max-w-md" />
        </div>
      ) : networks.isError ? (
        <Callout
          tone="danger"
          role="alert"
          toneLabel={t('vpc.tone.danger')}
          title={isApiError(networks.error) ? networks.error.message : t('vpc.load-failed')}
          action={
            <Button variant="outline" size="sm" onClick={() => void networks.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="flex max-w-md flex-col gap-1.5">
            <label htmlFor="vpc-region" className="text-sm font-medium">
              {t('vpc.region')}
            </label>
            <Select
              value={chosen ? chosenKey : ''}
              onValueChange={(value) => {
                const next = items.find((item) => `${item.vendor}/${item.region}` === value);
                if (next)
                  setSearch({ vendor: next.vendor, region: next.region }, { replace: true });
              }}
            >
              <SelectTrigger id="vpc-region">
                <SelectValue placeholder={t('vpc.region-placeholder')} />
              </SelectTrigger>
              <SelectContent>
                {items.map((item) => (
                  <SelectItem
                    key={`${item.vendor}/${item.region}`}
                    value={`${item.vendor}/${item.region}`}
                  >
                    {t('vpc.region-option', {
                      vendor: item.vendorName,
                      location: item.location,
                      region: item.region,
                    })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {chosen ? (
            <NetworkForm
              key={`${chosenKey}#${chosen.revision}`}
              network={chosen}
              onReload={() => void networks.refetch()}
            />
          ) : chosenKey !== '' ? (
            <Callout tone="warning" role="alert" toneLabel={t('vpc.tone.warning')}>
              {t('vpc.unknown-region', { region: chosenKey })}
            </Callout>
          ) : (
            <p className="text-sm text-muted-fg">{t('vpc.choose-region')}</p>
          )}
        </>
      )}
    </div>
  );
}

/** The network of one region, as a form that sends it whole with the revision it was read at. */
function NetworkForm({ network, onReload }: { network: RegionNetwork; onReload: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useVpcNetworkUpdateMutation();
  const form = useForm<VpcNetworkSettingsInput>({
    resolver: zodResolver(vpcNetworkSettings),
    defaultValues: {
      vpcCidr: network.vpcCidr,
      subnetCidr: network.subnetCidr,
      publicAccess: network.publicAccess,
    },
  });
  const stale = form.formState.errors.root?.server?.type === 'stale';

  const submit = async (values: VpcNetworkSettingsInput) => {
    try {
      const saved = await update.mutateAsync({
        vendor: network.vendor,
        region: network.region,
        revision: network.revision,
        vpcCidr: values.vpcCidr,
        subnetCidr: values.subnetCidr,
        publicAccess: values.publicAccess,
      });
      notify.success(t('vpc.saved', { region: saved.location, revision: saved.revision }));
    } catch (error) {
      if (isApiError(error) && error.reason === 'vpcNetworkChanged')
        form.setError('root.server', { type: 'stale', message: error.message });
      else showRefusalInForm(form, error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>
          {t('vpc.form-title', { location: network.location, vendor: network.vendorName })}
        </CardTitle>
        <CardDescription>{t('vpc.form-help')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <DescriptionList
          columns={3}
          items={[
            {
              term: t('vpc.current-revision'),
              description:
                network.revision === 0
                  ? t('vpc.defaults')
                  : t('vpc.revision-by', {
                      revision: network.revision,
                      by: network.updatedBy ?? '',
                      at: network.updatedAt ? formatDateTime(network.updatedAt, i18n.language) : '',
                    }),
            },
            {
              term: t('vpc.instances-current'),
              description: String(network.instances.current),
            },
            {
              term: t('vpc.instances-earlier'),
              description: String(network.instances.earlier),
            },
          ]}
        />
        <Form
          form={form}
          translate={translateFieldMessage}
          className="flex max-w-md flex-col gap-4"
          onSubmit={submit}
        >
          <TextField
            control={form.control}
            name="vpcCidr"
            label={t('vpc.vpc-cidr')}
            hint={t('vpc.vpc-cidr-hint')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            control={form.control}
            name="subnetCidr"
            label={t('vpc.subnet-cidr')}
            hint={t('vpc.subnet-cidr-hint')}
            autoComplete="off"
            spellCheck={false}
          />
          <FormField name="publicAccess" className="flex flex-col gap-1.5">
            <div className="flex items-center gap-2">
              <FormControl>
                <input
                  type="checkbox"
                  className="size-4 accent-(--primary)"
                  {...form.register('publicAccess')}
                />
              </FormControl>
              <FormLabel>{t('vpc.public-access')}</FormLabel>
            </div>
            <FormDescription>{t('vpc.public-access-hint')}</FormDescription>
            <FormError />
          </FormField>
          <Callout tone="info" toneLabel={t('vpc.tone.info')}>
            {t('vpc.applies-to-new', {
              count: network.instances.current + network.instances.earlier,
            })}
          </Callout>
          <FormError name="root.server" role="alert" />
          {stale ? (
            <div>
              <Button
                variant="outline"
                onClick={() => {
                  form.clearErrors('root.server');
                  onReload();
                }}
              >
                {t('vpc.reload')}
              </Button>
            </div>
          ) : null}
          <div>
            <Button
              type="submit"
              disabled={!form.formState.isDirty}
              loading={form.formState.isSubmitting}
            >
              {t('vpc.save')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
