import type { TFunction } from '../../i18n/react.tsx';
import type { QuestionnaireAnswers } from '@quiver/contract';
import '../../i18n/areas/questionnaire/index.ts';

type StepId = 'role' | 'useCases' | 'experience' | 'dataSize';
type OptionOf<S extends StepId> = S extends 'useCases'
  ? QuestionnaireAnswers['useCases'][number]
  : QuestionnaireAnswers[Exclude<S, 'useCases'>];

/** The question of each step (keys are spelled out: no dynamic keys, STYLE.md §16). */
export function questionText(t: TFunction, step: StepId): string {
  switch (step) {
    case 'role':
      return t('questionnaire.role.question');
    case 'useCases':
      return t('questionnaire.use-cases.question');
    case 'experience':
      return t('questionnaire.experience.question');
    case 'dataSize':
      return t('questionnaire.data-size.question');
  }
}

export function optionLabels(t: TFunction): { [S in StepId]: Record<OptionOf<S>, string> } {
  return {
    role: {
      developer: t('questionnaire.role.developer'),
      'data-scientist': t('questionnaire.role.data-scientist'),
      architect: t('questionnaire.role.architect'),
      manager: t('questionnaire.role.manager'),
      student: t('questionnaire.role.student'),
      other: t('questionnaire.role.other'),
    },
    useCases: {
      'fraud-detection': t('questionnaire.use-cases.fraud-detection'),
      recommendations: t('questionnaire.use-cases.recommendations'),
      'knowledge-graph': t('questionnaire.use-cases.knowledge-graph'),
      'network-it': t('questionnaire.use-cases.network-it'),
      'supply-chain': t('questionnaire.use-cases.supply-chain'),
      'identity-access': t('questionnaire.use-cases.identity-access'),
      other: t('questionnaire.use-cases.other'),
    },
    experience: {
      none: t('questionnaire.experience.none'),
      learning: t('questionnaire.experience.learning'),
      prototype: t('questionnaire.experience.prototype'),
      production: t('questionnaire.experience.production'),
    },
    dataSize: {
      'under-1m': t('questionnaire.data-size.under-1m'),
      '1m-100m': t('questionnaire.data-size.1m-100m'),
      '100m-1b': t('questionnaire.data-size.100m-1b'),
      'over-1b': t('questionnaire.data-size.over-1b'),
      unknown: t('questionnaire.data-size.unknown'),
    },
  };
}
