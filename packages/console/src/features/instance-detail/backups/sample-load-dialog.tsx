import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  RadioGroup,
  RadioGroupOption,
  Skeleton,
} from '@quiver/ui';
import { useSampleListQuery } from '../../../data/backups/sample-list-query.ts';
import { useSampleLoadMutation } from '../../../data/backups/sample-load-mutation.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import '../../../i18n/areas/backups/index.ts';

/**
 * Load one of the sample graphs into the instance (the instance shows Updating meanwhile). A graph
 * that already has the sample's tables is refused by the server with what to do: said in place.
 */
export function SampleLoadDialog({
  instanceId,
  trigger,
  defaultOpen = false,
}: {
  instanceId: string;
  trigger: ReactNode;
  /** Open from the start (a link that promised the samples, from the query screen). */
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const samples = useSampleListQuery(open);
  const load = useSampleLoadMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const items = samples.data?.items ?? [];
  const sampleId = chosen ?? items[0]?.id ?? null;

  const submit = async () => {
    if (sampleId === null) return;
    setError(null);
    try {
      await load.mutateAsync({ instanceId, sampleId });
      const name = items.find((sample) => sample.id === sampleId)?.name ?? sampleId;
      notify.success(t('backups.sample-started', { name }), { about: instanceId });
      setOpen(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('backups.failed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (load.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('backups.sample-title')}</DialogTitle>
          <DialogDescription>{t('backups.sample-help')}</DialogDescription>
        </DialogHeader>
        {samples.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : samples.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t('backups.samples-failed')}</p>
            <Button size="sm" variant="outline" onClick={() => void samples.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p id={labelId} className="text-sm font-medium">
              {t('backups.sample-choose')}
            </p>
            <RadioGroup
              aria-labelledby={labelId}
              value={sampleId ?? undefined}
              onValueChange={setChosen}
            >
              {items.map((sample) => (
                <RadioGroupOption
                  key={sample.id}
                  value={sample.id}
                  label={sample.name}
                  description={`${sample.description} ${t('backups.sample-size', {
                    nodes: count(sample.nodeCount),
                    edges: count(sample.edgeCount),
                  })}`}
                />
              ))}
            </RadioGroup>
          </div>
        )}
        {error === null ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button
            onClick={() => void submit()}
            disabled={sampleId === null}
            loading={load.isPending}
            loadingLabel={t('backups.working')}
          >
            {t('backups.sample-confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
