import { describe, expect, it } from 'vitest';
import { spm, spmEvent } from './spm.ts';

describe('spm', () => {
  it('holds exactly the codes of spec section 7', () => {
    expect(spm).toEqual({
      notice_show: '101.0.0',
      notice_close_click: '101.0.1',
      terms_click: '103.0.1',
      privacy_click: '103.0.2',
      setCookie_click: '103.0.3',
      cookiePolicy_click: '103.0.4',
      acceptAllCookies_click: '103.0.5',
      customizeSettings_click: '103.0.6',
      confirmMyChoices_click: '103.0.7',
    });
  });

  it('builds events with the code, the action type and an optional detail', () => {
    expect(spmEvent('notice_show', 'Maintenance')).toEqual({
      eventKey: 'notice_show',
      spm: '101.0.0',
      actionType: 'show',
      option: 'Maintenance',
    });
    expect(spmEvent('terms_click')).toEqual({
      eventKey: 'terms_click',
      spm: '103.0.1',
      actionType: 'click',
    });
  });
});
