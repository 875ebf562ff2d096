import { useId, type ReactNode, type Ref } from 'react';
import { Button } from '@mwangaza/shared';
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
        question={{ as: 'h3', id: goalsLabelId, text: 'What do you want to achieve?' }}
        help="Choose every goal that applies."
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
                {goal}
              </button>
            );
          })}
        </div>
      </QuestionStep>

      <QuestionStep
        number={2}
        question={{ as: 'label', htmlFor: sliderId, text: 'How mature is your data practice?' }}
        help={
          <>
            Currently: <strong className={styles.level}>{MATURITY_LEVELS[maturity].label}</strong>
          </>
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
          aria-valuetext={MATURITY_LEVELS[maturity].label}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (isMaturity(value)) onMaturityChange(value);
          }}
        />
        <div className={styles.ticks} aria-hidden="true">
          {LEVELS.map((level) => (
            <span key={level} className={level === maturity ? styles.tickActive : undefined}>
              {MATURITY_LEVELS[level].label}
            </span>
          ))}
        </div>
      </QuestionStep>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={noGoal} aria-describedby={noGoal ? hintId : undefined}>
          Get My Recommendations
        </Button>
        {noGoal && (
          <p id={hintId} className={styles.hint}>
            Please select at least one goal
          </p>
        )}
      </div>
    </form>
  );
}
