import { registerTexts } from '../../texts.ts';
import en from './en.json';
import zh from './zh.json';

registerTexts('privacy-step', { en, zh });
