import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { profileName, profilePhone, profilePostalCode } from '@quiver/validation';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Form,
  FormError,
  Skeleton,
  TextField,
} from '@quiver/ui';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { notify } from '../../lib/notify.ts';
import { useProfileQuery, type UserProfile } from '../../data/user/profile-query.ts';
import { useProfileUpdateMutation } from '../../data/user/profile-update-mutation.ts';
import '../../i18n/areas/accounts/index.ts';

const optional = <T extends z.ZodType>(rule: T) => z.union([z.literal(''), rule]);
const boundedText = (max: number) => z.string().max(max, 'api.text-too-long');

const basicForm = z.object({ name: profileName });
const contactForm = z.object({
  phone: optional(profilePhone),
  postalCode: optional(profilePostalCode),
  country: boundedText(56),
  city: boundedText(85),
  address: boundedText(200),
});
type ContactValues = z.input<typeof contactForm>;

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

function contactDefaults(profile: UserProfile | undefined): ContactValues {
  return {
    phone: profile?.phone ?? '',
    postalCode: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
  };
}

function formatTime(value: string | null, never: string, locale: string): string {
  return value === null ? never : formatDateTime(value, locale);
}

/** Basic information (read-only account facts, editable name) and contact information. */
export function ProfileSection() {
  const { t, i18n } = useTranslation();
  const profile = useProfileQuery();
  const update = useProfileUpdateMutation();
  const basic = useForm<z.input<typeof basicForm>>({
    resolver: zodResolver(basicForm),
    defaultValues: { name: '' },
  });
  const contact = useForm<ContactValues>({
    resolver: zodResolver(contactForm),
    defaultValues: contactDefaults(undefined),
  });
  const { reset: resetBasic } = basic;
  const { reset: resetContact } = contact;
  useEffect(() => {
    if (profile.data === undefined) return;
    resetBasic({ name: profile.data.name ?? '' });
    resetContact(contactDefaults(profile.data));
  }, [profile.data, resetBasic, resetContact]);

  if (profile.isPending) return <Skeleton className="h-72 w-full" />;
  if (profile.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('accounts.load-failed')}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const facts = [
    [t('accounts.email'), profile.data.email],
    [t('accounts.login-id'), profile.data.loginId],
    [
      t('accounts.registered'),
      formatTime(profile.data.registeredAt, t('accounts.never'), i18n.language),
    ],
    [
      t('accounts.last-login'),
      formatTime(profile.data.lastLoginAt, t('accounts.never'), i18n.language),
    ],
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('accounts.basic')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-fg">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <Form
            form={basic}
            translate={translateFieldMessage}
            className="flex flex-col gap-3 sm:max-w-md"
            onSubmit={submitShowingRefusal(basic, async ({ name }) => {
              await update.mutateAsync({ name });
              notify.success(t('accounts.saved'));
              // Saved, the Save button turns disabled (nothing to save): focus stays in the form.
              basic.setFocus('name');
            })}
          >
            <TextField
              control={basic.control}
              name="name"
              label={t('accounts.name')}
              autoComplete="name"
            />
            <FormError name="root.server" role="alert" />
            <div>
              <Button
                type="submit"
                disabled={!basic.formState.isDirty}
                loading={basic.formState.isSubmitting}
              >
                {t('common.save')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('accounts.contact')}</CardTitle>
          <CardDescription>{t('accounts.contact-help')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form
            form={contact}
            translate={translateFieldMessage}
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={submitShowingRefusal(contact, async (values) => {
              await update.mutateAsync({
                phone: nullIfEmpty(values.phone),
                postalCode: nullIfEmpty(values.postalCode),
                country: nullIfEmpty(values.country),
                city: nullIfEmpty(values.city),
                address: nullIfEmpty(values.address),
              });
              notify.success(t('accounts.saved'));
              contact.setFocus('phone');
            })}
          >
            <TextField
              control={contact.control}
              name="phone"
              label={t('accounts.phone')}
              type="tel"
              autoComplete="tel"
            />
            <TextField
              control={contact.control}
              name="postalCode"
              label={t('accounts.postal-code')}
              autoComplete="postal-code"
            />
            <TextField
              control={contact.control}
              name="country"
              label={t('accounts.country')}
              autoComplete="country-name"
            />
            <TextField
              control={contact.control}
              name="city"
              label={t('accounts.city')}
              autoComplete="address-level2"
            />
            <TextField
              control={contact.control}
              name="address"
              label={t('accounts.address')}
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <FormError name="root.server" role="alert" className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <Button
                type="submit"
                disabled={!contact.formState.isDirty}
                loading={contact.formState.isSubmitting}
              >
                {t('common.save')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
