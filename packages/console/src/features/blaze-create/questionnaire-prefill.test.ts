import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../test/render.tsx';
import { createStorage } from '../../lib/storage.ts';
import { readQuestionnaireAnswers, suggestedEdition } from './questionnaire-prefill.ts';

describe('the edition the questionnaire suggests', () => {
  it.each([
    ['production', '1m-100m', 'standard'],
    ['learning', 'over-1b', 'standard'],
    ['none', '100m-1b', 'standard'],
    ['none', 'under-1m', 'shared'],
    ['learning', 'unknown', 'shared'],
    ['prototype', 'under-1m', undefined],
    ['learning', '1m-100m', undefined],
  ] as const)('experience %s, data size %s → %s', (experience, dataSize, edition) => {
    expect(suggestedEdition({ experience, dataSize })).toBe(edition);
  });

  it('reads only the answers this account submitted', () => {
    const storage = createStorage(memoryBackend());
    storage.questionnaireAnswers.set({
      userId: 'u-1',
      answers: { role: 'developer', useCases: ['other'], experience: 'none', dataSize: 'unknown' },
    });
    expect(readQuestionnaireAnswers(storage, 'u-1')).toEqual({
      experience: 'none',
      dataSize: 'unknown',
    });
    expect(readQuestionnaireAnswers(storage, 'u-2')).toBeNull();
  });
});
