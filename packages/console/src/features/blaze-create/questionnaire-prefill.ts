// What the onboarding questionnaire says about the first step. The questionnaire asks for a role,
// use cases, experience and data size (no cloud provider), and the API cannot read the answers
// back, so the console keeps the answers it submitted (data/questionnaire) and reads them here.
import type { QuestionnaireAnswers } from '@quiver/contract';
import type { AppStorage } from '../../lib/storage.ts';
import type { CreatableEdition } from './create-form.ts';

const largeData: ReadonlyArray<QuestionnaireAnswers['dataSize']> = ['100m-1b', 'over-1b'];
const smallData: ReadonlyArray<QuestionnaireAnswers['dataSize']> = ['under-1m', 'unknown'];
const newcomers: ReadonlyArray<QuestionnaireAnswers['experience']> = ['none', 'learning'];

/**
 * The edition the answers point to: Standard for production work or a graph past 100 million
 * nodes and edges; Shared for someone new to graphs with a small (or unknown) graph; nothing when
 * the answers point both ways or nowhere.
 */
export function suggestedEdition(
  answers: Pick<QuestionnaireAnswers, 'experience' | 'dataSize'>,
): CreatableEdition | undefined {
  if (answers.experience === 'production' || largeData.includes(answers.dataSize))
    return 'standard';
  if (newcomers.includes(answers.experience) && smallData.includes(answers.dataSize))
    return 'shared';
  return undefined;
}

/** The answers this browser submitted for `userId`, or null. */
export function readQuestionnaireAnswers(
  storage: AppStorage,
  userId: string | null,
): Pick<QuestionnaireAnswers, 'experience' | 'dataSize'> | null {
  const raw = storage.questionnaireAnswers.get();
  if (typeof raw !== 'object' || raw === null) return null;
  const { userId: owner, answers } = raw as { userId?: unknown; answers?: unknown };
  if (owner !== userId || typeof answers !== 'object' || answers === null) return null;
  const { experience, dataSize } = answers as Record<string, unknown>;
  if (typeof experience !== 'string' || typeof dataSize !== 'string') return null;
  return {
    experience: experience as QuestionnaireAnswers['experience'],
    dataSize: dataSize as QuestionnaireAnswers['dataSize'],
  };
}
