import { useId, type Ref } from 'react';
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
      <div className={styles.step}>
        <h3 id={goalsLabelId} className={styles.question}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          What do you want to achieve?
        </h3>
        <p className={styles.help}>Choose every goal that applies.</p>
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
      </div>

      <div className={styles.step}>
        <label htmlFor={sliderId} className={styles.question}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          How mature is your data practice?
        </label>
        <p className={styles.help}>
          Currently: <strong className={styles.level}>{MATURITY_LEVELS[maturity].label}</strong>
        </p>
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
      </div>

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
