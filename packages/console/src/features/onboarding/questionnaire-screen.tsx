import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { questionnaireSteps, type QuestionnaireAnswers } from '@quiver/contract';
import { Button, Textarea } from '@quiver/ui';
import { routePaths } from '../../lib/brand.ts';
import { safeInAppPath } from '../../lib/post-login.ts';
import { useQuestionnaireCreateMutation } from '../../data/questionnaire/questionnaire-create-mutation.ts';
import { optionLabels, questionText } from './questionnaire-options.ts';
import '../../i18n/areas/questionnaire/index.ts';

type Draft = {
  role?: QuestionnaireAnswers['role'];
  useCases: QuestionnaireAnswers['useCases'];
  experience?: QuestionnaireAnswers['experience'];
  dataSize?: QuestionnaireAnswers['dataSize'];
  other: string;
};

type StepId = (typeof questionnaireSteps)[number]['id'];

function answered(draft: Draft, step: StepId): boolean {
  return step === 'useCases' ? draft.useCases.length > 0 : draft[step] !== undefined;
}

/**
 * /questionnaire: four steps with progress; finishing sends the answers, skipping records the skip.
 * Both continue to the same place (`?next=`, spec section 2: the skip target equals the finish target).
 */
export function QuestionnaireScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeInAppPath(search.get('next') ?? undefined) ?? routePaths.dashboard;
  const create = useQuestionnaireCreateMutation();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({ useCases: [], other: '' });
  const headingId = useId();
  const step = questionnaireSteps[index]!;
  const labels = optionLabels(t);
  const total = questionnaireSteps.length;
  const last = index === total - 1;
  const wantsOther = draft.role === 'other' || draft.useCases.includes('other');
  // Next and Back replace the question, and Next is disabled on an unanswered one, so the keyboard
  // focus would drop to the page: it moves to the new question's chosen (else first) option, which
  // screen readers announce with the question.
  const question = useRef<HTMLFieldSetElement>(null);
  const stepMoved = useRef(false);
  const goTo = (target: number) => {
    stepMoved.current = true;
    setIndex(target);
  };
  useEffect(() => {
    if (!stepMoved.current) return;
    stepMoved.current = false;
    const inputs = question.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
    const chosen = Array.from(inputs).find((input) => input.checked) ?? inputs[0];
    chosen?.focus();
  }, [index]);

  const leave = () => void navigate(next, { replace: true });
  const skip = () => create.mutate({ skipped: true }, { onSuccess: leave });
  const finish = () => {
    const { role, experience, dataSize, useCases } = draft;
    if (role === undefined || experience === undefined || dataSize === undefined) return;
    const other = draft.other.trim();
    create.mutate(
      {
        skipped: false,
        answers: {
          role,
          useCases,
          experience,
          dataSize,
          ...(wantsOther && other !== '' ? { other } : {}),
        },
      },
      { onSuccess: leave },
    );
  };

  const choose = (value: string) =>
    setDraft((current) => {
      if (step.id !== 'useCases') return { ...current, [step.id]: value };
      const option = value as QuestionnaireAnswers['useCases'][number];
      const useCases = current.useCases.includes(option)
        ? current.useCases.filter((item) => item !== option)
        : [...current.useCases, option];
      return { ...current, useCases };
    });

  const options = Object.entries(labels[step.id]) as [string, string][];
  const selected = (value: string) =>
    step.id === 'useCases'
      ? draft.useCases.includes(value as QuestionnaireAnswers['useCases'][number])
      : draft[step.id] === value;

  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id={headingId} className="text-2xl font-semibold">
          {t('questionnaire.title')}
        </h1>
        <p className="text-muted-fg">{t('questionnaire.intro')}</p>
        <div className="flex items-center gap-3">
          <progress
            className="h-2 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            max={total}
            value={index + 1}
            aria-label={t('questionnaire.progress', { step: index + 1, total })}
          />
          <span className="text-sm text-muted-fg" aria-hidden="true">
            {t('questionnaire.progress', { step: index + 1, total })}
          </span>
        </div>
      </header>
      <fieldset key={step.id} ref={question} className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-medium">{questionText(t, step.id)}</legend>
        <p className="text-sm text-muted-fg">
          {step.multiple ? t('questionnaire.choose-some') : t('questionnaire.choose-one')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type={step.multiple ? 'checkbox' : 'radio'}
                name={step.id}
                value={value}
                checked={selected(value)}
                onChange={() => choose(value)}
                className="size-4 accent-(--primary)"
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {(step.id === 'role' || step.id === 'useCases') && wantsOther && (
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('questionnaire.other-label')}
            <Textarea
              value={draft.other}
              maxLength={500}
              onChange={(event) =>
                setDraft((current) => ({ ...current, other: event.target.value }))
              }
            />
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          onClick={skip}
          loading={create.isPending && create.variables?.skipped === true}
        >
          {t('questionnaire.skip')}
        </Button>
        <div className="flex gap-2">
          {index > 0 && (
            <Button variant="outline" onClick={() => goTo(index - 1)}>
              {t('common.back')}
            </Button>
          )}
          {last ? (
            <Button
              onClick={finish}
              disabled={!answered(draft, step.id)}
              loading={create.isPending && create.variables?.skipped === false}
            >
              {t('questionnaire.finish')}
            </Button>
          ) : (
            <Button onClick={() => goTo(index + 1)} disabled={!answered(draft, step.id)}>
              {t('common.next')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
