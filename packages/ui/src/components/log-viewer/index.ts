export { LogViewer } from './log-viewer.tsx';
export type { LogViewerProps } from './log-viewer.tsx';
export { filterLogLines } from './log-lines.ts';
export type { LogLine } from './log-lines.ts';
