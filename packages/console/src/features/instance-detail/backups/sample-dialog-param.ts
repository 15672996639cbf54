/** The address parameter that opens the Backups tab's sample graphs dialog (`&dialog=samples`). */
export const sampleDialogParam = { name: 'dialog', value: 'samples' } as const;
