import { registerTexts } from '../../texts.ts';
import en from './en.json';
import zh from './zh.json';

// The names of the signed-in pages in the document title (app/page-title.ts). They load with the
// signed-in route table, which imports this area; /login carries only the public pages' names.
registerTexts('signed-in-title', { en, zh });
