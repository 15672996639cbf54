import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Stepper,
  Textarea,
  TextField,
} from '@quiver/ui';
import { submitShowingRefusal } from '../../lib/form-submit.ts';
import { translateFieldMessage } from '../../lib/field-messages.ts';
import { useApplyMutation } from '../../data/beta/apply-mutation.ts';
import type { UserInfo } from '../../data/user/user-info-query.ts';
import '../../i18n/areas/help/index.ts';
import '../../i18n/areas/stepper/index.ts';

const applyForm = z.object({
  company: z.string().trim().max(100, 'api.company-invalid'),
  useCase: z.string().trim().min(1, 'api.use-case-required').max(2000, 'api.use-case-too-long'),
});

type Stage = 'apply' | 'review' | 'approved';

/**
 * The beta application flow (spec sections 1 and 4): apply, then in review for 2 to 3 workdays,
 * then approval by e-mail. An account in REVIEW may apply; a NORMAL account already has access.
 */
export function BetaAccess({
  status,
  pendingSince,
}: {
  status: UserInfo['status'];
  /** When the application under review was made (`/user/info`), or null when none waits. */
  pendingSince: string | null;
}) {
  const { t, i18n } = useTranslation();
  const apply = useApplyMutation();
  const [justApplied, setJustApplied] = useState<string | null>(null);
  const appliedAt = justApplied ?? pendingSince;
  const form = useForm<z.input<typeof applyForm>>({
    resolver: zodResolver(applyForm),
    defaultValues: { company: '', useCase: '' },
  });
  const stage: Stage = status === 'NORMAL' ? 'approved' : appliedAt !== null ? 'review' : 'apply';
  const steps = [
    { id: 'apply', label: t('beta.step-apply') },
    { id: 'review', label: t('beta.step-review'), description: t('beta.step-review-time') },
    { id: 'approved', label: t('beta.step-approved'), description: t('beta.step-approved-how') },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('beta.title')}</CardTitle>
        <CardDescription>{t('beta.help')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Stepper
          steps={steps}
          current={stage}
          // Approved is where the flow ends: every step done, none still to come.
          allComplete={stage === 'approved'}
          label={t('beta.progress')}
          statusLabels={{
            complete: t('stepper.complete'),
            current: t('stepper.current'),
            upcoming: t('stepper.upcoming'),
            invalid: t('stepper.invalid'),
          }}
          positionLabel={(position, total) => t('stepper.position', { position, total })}
        />
        {stage === 'approved' && <p role="status">{t('beta.approved')}</p>}
        {stage === 'review' && (
          <p role="status">
            {t('beta.in-review', { date: formatDateTime(appliedAt ?? '', i18n.language, 'date') })}
          </p>
        )}
        {stage === 'apply' && (
          <Form
            form={form}
            translate={translateFieldMessage}
            className="flex flex-col gap-4 sm:max-w-lg"
            onSubmit={submitShowingRefusal(form, async (values) => {
              const company = values.company.trim();
              const answer = await apply.mutateAsync({
                useCase: values.useCase.trim(),
                ...(company === '' ? {} : { company }),
              });
              setJustApplied(answer.appliedAt);
            })}
          >
            <TextField
              control={form.control}
              name="company"
              label={t('beta.company')}
              autoComplete="organization"
            />
            <FormField name="useCase">
              <FormLabel>{t('beta.use-case')}</FormLabel>
              <FormDescription>{t('beta.use-case-help')}</FormDescription>
              <FormControl>
                <Textarea rows={4} {...form.register('useCase')} />
              </FormControl>
              <FormError />
            </FormField>
            <FormError name="root.server" role="alert" />
            <div>
              <Button type="submit" loading={apply.isPending}>
                {t('beta.submit')}
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
