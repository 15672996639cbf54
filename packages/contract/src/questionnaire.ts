// The onboarding questionnaire (4 steps). The questions are data here so the console renders the
// same options the server accepts; labels are translated by the console, keyed by option value.
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { noData, plainText } from './fields.ts';

const roleOptions = [
  'developer',
  'data-scientist',
  'architect',
  'manager',
  'student',
  'other',
] as const;
const useCaseOptions = [
  'fraud-detection',
  'recommendations',
  'knowledge-graph',
  'network-it',
  'supply-chain',
  'identity-access',
  'other',
] as const;
const experienceOptions = ['none', 'learning', 'prototype', 'production'] as const;
const dataSizeOptions = ['under-1m', '1m-100m', '100m-1b', 'over-1b', 'unknown'] as const;

/** The four steps in order: the answer field, whether several options may be chosen, the options. */
export const questionnaireSteps = [
  { id: 'role', multiple: false, options: roleOptions },
  { id: 'useCases', multiple: true, options: useCaseOptions },
  { id: 'experience', multiple: false, options: experienceOptions },
  { id: 'dataSize', multiple: false, options: dataSizeOptions },
] as const;

const invalidAnswer = { error: 'api.answers-invalid' } as const;

export const questionnaireAnswers = z.strictObject({
  role: z.enum(roleOptions, invalidAnswer),
  useCases: z
    .array(z.enum(useCaseOptions, invalidAnswer), invalidAnswer)
    .min(1, invalidAnswer)
    .refine((values) => new Set(values).size === values.length, { error: 'api.answers-invalid' }),
  experience: z.enum(experienceOptions, invalidAnswer),
  dataSize: z.enum(dataSizeOptions, invalidAnswer),
  /** Free text for the "other" choices. */
  other: plainText(1, 500, 'validation.required', 'api.questionnaire-other-too-long').optional(),
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>;

export const questionnaireEndpoints = {
  guide: defineEndpoint({
    id: 'questionnaire.guide',
    method: 'GET',
    path: v1('/questionnaire/guide'),
    auth: 'user',
    summary: 'Whether the questionnaire is still to be shown (data true) to the caller.',
    request: z.object({}),
    response: z.boolean(),
  }),
  create: defineEndpoint({
    id: 'questionnaire.create',
    method: 'POST',
    path: v1('/questionnaire/create'),
    auth: 'user',
    summary:
      'Record the answers, or that the questionnaire was skipped; either way it is no longer due.',
    request: z.discriminatedUnion(
      'skipped',
      [
        z.strictObject({ skipped: z.literal(true) }),
        z.strictObject({ skipped: z.literal(false), answers: questionnaireAnswers }),
      ],
      { error: 'api.answers-invalid' },
    ),
    response: noData,
  }),
} as const;
