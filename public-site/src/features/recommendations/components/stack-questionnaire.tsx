import { useId, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@mwangaza/shared';
import { useT } from '../../../i18n';
import { STACK_GOAL_MESSAGES } from '../../../lib/stack-labels';
import { GOALS, MATURITY_LEVELS, isMaturity, type Goal, type Maturity } from '../recommend';
import styles from './build-my-stack.module.css';

interface StackQuestionnaireProps {
  ref?: Ref<HTMLFormElement>;
  goals: ReadonlySet<Goal>;
  maturity: Maturity;
  onToggleGoal(goal: Goal): void;
  onMaturityChange(maturity: Maturity): void;
  onSubmit(): void;
}

const LEVELS = [1, 2, 3] as const;

interface QuestionStepProps {
  number: number;
  /** A heading that names the step's group of controls, or the label of its one control. */
  question: { as: 'h3'; id: string; text: string } | { as: 'label'; htmlFor: string; text: string };
  help: ReactNode;
  children: ReactNode;
}

/** One numbered question of the questionnaire: the question, a line of help, then its controls. */
function QuestionStep({
  number,
  question: { as: Question, text, ...wiring },
  help,
  children,
}: QuestionStepProps) {
  return (
    <div className={styles.step}>
      <Question {...wiring} className={styles.question}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {text}
      </Question>
      <p className={styles.help}>{help}</p>
      {children}
    </div>
  );
}

export function StackQuestionnaire({
  ref,
  goals,
  maturity,
  onToggleGoal,
  onMaturityChange,
  onSubmit,
}: StackQuestionnaireProps) {
  const t = useT();
  const goalsLabelId = useId();
  const sliderId = useId();
  const hintId = useId();
  const noGoal = goals.size === 0;

  return (
    <form
      ref={ref}
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        if (!noGoal) onSubmit();
      }}
    >
      <QuestionStep
        number={1}
        question={{ as: 'h3', id: goalsLabelId, text: t('stack.goalsQuestion') }}
        help={t('stack.goalsHelp')}
      >
        <div role="group" aria-labelledby={goalsLabelId} className={styles.goals}>
          {GOALS.map((goal) => {
            const selected = goals.has(goal);
            return (
              <button
                key={goal}
                type="button"
                aria-pressed={selected}
                className={selected ? `${styles.goal} ${styles.goalSelected}` : styles.goal}
                onClick={() => onToggleGoal(goal)}
              >
                <span className={styles.check} aria-hidden="true">
                  {selected ? '✓' : '+'}
                </span>
                {t(STACK_GOAL_MESSAGES[goal])}
              </button>
            );
          })}
        </div>
      </QuestionStep>

      <QuestionStep
        number={2}
        question={{ as: 'label', htmlFor: sliderId, text: t('stack.maturityQuestion') }}
        help={
          <FormattedMessage
            id="stack.maturityCurrent"
            values={{
              level: t(MATURITY_LEVELS[maturity].label),
              strong: (chunks) => <strong className={styles.level}>{chunks}</strong>,
            }}
          />
        }
      >
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={1}
          max={3}
          step={1}
          value={maturity}
          aria-valuetext={t(MATURITY_LEVELS[maturity].label)}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (isMaturity(value)) onMaturityChange(value);
          }}
        />
        <div className={styles.ticks} aria-hidden="true">
          {LEVELS.map((level) => (
            <span key={level} className={level === maturity ? styles.tickActive : undefined}>
              {t(MATURITY_LEVELS[level].label)}
            </span>
          ))}
        </div>
      </QuestionStep>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={noGoal} aria-describedby={noGoal ? hintId : undefined}>
          <FormattedMessage id="stack.submit" />
        </Button>
        {noGoal && (
          <p id={hintId} className={styles.hint}>
            <FormattedMessage id="stack.noGoal" />
          </p>
        )}
      </div>
    </form>
  );
}
