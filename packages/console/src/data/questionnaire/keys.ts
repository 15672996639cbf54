export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  guide: () => [...questionnaireKeys.all, 'guide'] as const,
};
