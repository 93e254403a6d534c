import { describe, expect, it } from 'vitest';
import { isSurveyWindow, shouldShowSurvey } from './survey.ts';

describe('survey window', () => {
  it('opens on 2020-11-05 and closes before 2020-12-13', () => {
    expect(isSurveyWindow(new Date('2020-11-04T23:59:59Z'))).toBe(false);
    expect(isSurveyWindow(new Date('2020-11-05T00:00:00Z'))).toBe(true);
    expect(isSurveyWindow(new Date('2020-12-12T23:59:59Z'))).toBe(true);
    expect(isSurveyWindow(new Date('2020-12-13T00:00:00Z'))).toBe(false);
    expect(isSurveyWindow(new Date())).toBe(false);
  });

  it('never shows once dismissed', () => {
    expect(shouldShowSurvey(new Date('2020-11-20T00:00:00Z'), false)).toBe(true);
    expect(shouldShowSurvey(new Date('2020-11-20T00:00:00Z'), true)).toBe(false);
  });
});
