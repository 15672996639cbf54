export { CodeBlock } from './code-block.tsx';
export type { CodeBlockProps } from './code-block.tsx';
