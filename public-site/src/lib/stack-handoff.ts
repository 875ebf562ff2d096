import {
  STACK_GOALS,
  STACK_MATURITY_LEVELS,
  STACK_SERVICE_IDS,
  readFromTab,
  tabStorage,
  writeToTab,
  type Questionnaire,
} from '@mwangaza/shared';

/**
 * Build My Stack's answers travel to the contact form in the tab's sessionStorage: they survive a reload or
 * a detour to another page, and are gone when the tab closes. Nothing is sent until the visitor sends the form.
 */
const KEY = 'mwangaza.buildMyStack';

const isList = (value: unknown, allowed: readonly unknown[]): boolean =>
  Array.isArray(value) &&
  value.every((item) => allowed.includes(item)) &&
  new Set(value).size === value.length;

/** Only what the API accepts: anything else in storage (an older format, a hand edit) is ignored. */
function isQuestionnaire(value: unknown): value is Questionnaire {
  if (!value || typeof value !== 'object') return false;
  const { answers, recommendedServices } = value as Partial<Questionnaire>;
  return (
    !!answers &&
    isList(answers.goals, STACK_GOALS) &&
    (answers.goals as unknown[]).length > 0 &&
    (STACK_MATURITY_LEVELS as readonly unknown[]).includes(answers.maturity) &&
    isList(recommendedServices, STACK_SERVICE_IDS)
  );
}

/** Not kept when storage is full or refused: the visitor can still send the form, without the answers. */
export function saveStackAnswers(questionnaire: Questionnaire): void {
  writeToTab(KEY, questionnaire);
}

export function loadStackAnswers(): Questionnaire | null {
  return readFromTab(KEY, isQuestionnaire);
}

export function clearStackAnswers(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
