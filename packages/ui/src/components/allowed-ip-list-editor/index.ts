export { AllowedIpListEditor, allowedIpRowsToEntries } from './allowed-ip-list-editor.tsx';
export type { AllowedIpListEditorProps, AllowedIpRow } from './allowed-ip-list-editor.tsx';
