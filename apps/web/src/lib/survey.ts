/** Spec part 2 §4: the survey shows from 2020-11-05 up to but not including 2020-12-13 (UTC), once. */
export const SURVEY_START = Date.UTC(2020, 10, 5);
export const SURVEY_END = Date.UTC(2020, 11, 13);
export const SURVEY_DISMISSED_KEY = 'registry-survey-dismissed';
export const SURVEY_URL = 'https://info.opensupplyhub.org/contact';

export const isSurveyWindow = (now: Date) => now.getTime() >= SURVEY_START && now.getTime() < SURVEY_END;

export const shouldShowSurvey = (now: Date, dismissed: boolean) => !dismissed && isSurveyWindow(now);
