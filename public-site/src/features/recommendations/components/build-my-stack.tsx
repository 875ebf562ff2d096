import { useRef, useState } from 'react';
import { Section, track } from '@mwangaza/shared';
import {
  DEFAULT_MATURITY,
  GOALS,
  recommend,
  type Goal,
  type Maturity,
  type Recommendation,
} from '../recommend';
import { StackQuestionnaire } from './stack-questionnaire';
import { StackResults } from './stack-results';
import { useT } from '../../../i18n';

/** The Build My Stack questionnaire: questionnaire → results → Start Over. */
export function BuildMyStack() {
  const t = useT();
  const [goals, setGoals] = useState<ReadonlySet<Goal>>(new Set());
  const [maturity, setMaturity] = useState<Maturity>(DEFAULT_MATURITY);
  const [result, setResult] = useState<Recommendation | null>(null);
  const questionnaireRef = useRef<HTMLFormElement>(null);
  /** Whether this run of the questionnaire was counted as started (its first answer). */
  const started = useRef(false);

  const toggleGoal = (goal: Goal) => {
    if (!started.current) {
      started.current = true;
      track('stack_started');
    }
    setGoals((current) => {
      const next = new Set(current);
      if (next.has(goal)) next.delete(goal);
      else next.add(goal);
      return next;
    });
  };

  // Goals go in their listed order, so the same choices always give the same result, however they were clicked.
  const chosen = GOALS.filter((goal) => goals.has(goal));
  const submit = () => {
    setResult(recommend(chosen, maturity));
    track('stack_completed');
  };

  const startOver = () => {
    setGoals(new Set());
    setMaturity(DEFAULT_MATURITY);
    setResult(null);
    started.current = false;
    // The results panel (and the focus in it) is gone: put the keyboard user back at the first question.
    requestAnimationFrame(() =>
      questionnaireRef.current?.querySelector<HTMLElement>('button, input')?.focus(),
    );
  };

  return (
    <Section
      id="build-my-stack"
      eyebrow={t('stack.eyebrow')}
      title={t('stack.title')}
      intro={t('stack.intro')}
    >
      {result ? (
        <StackResults
          result={result}
          questionnaire={{
            answers: { goals: chosen, maturity },
            recommendedServices: result.services.map((s) => s.id),
          }}
          onStartOver={startOver}
        />
      ) : (
        <StackQuestionnaire
          ref={questionnaireRef}
          goals={goals}
          maturity={maturity}
          onToggleGoal={toggleGoal}
          onMaturityChange={setMaturity}
          onSubmit={submit}
        />
      )}
    </Section>
  );
}
