import { useState } from 'react';
import {
  fromNairobiInput,
  getErrorMessage,
  toNairobiInput,
  type Enquiry,
  type EnquiryUpdateBody,
} from '@mwangaza/shared';
import { useToast, useGetAssigneesQuery, useUpdateEnquiryMutation } from '@mwangaza/shared/console';
import { Select, Input } from '@mwangaza/shared/controls';
import { STAGE_LABELS, STAGE_OPTIONS, isStage } from '../lib/stages';
import styles from './enquiries.module.css';

/** The date-time input's value (yyyy-mm-ddThh:mm, in Nairobi time like every time staff see) for an instant. */
const toInput = (iso: string | null) => (iso ? toNairobiInput(iso) : '');

/** Stage, assignee and next step; each change is saved at once, the outcome in a toast. */
export function PipelineControls({ enquiry }: { enquiry: Enquiry }) {
  const [update, { isLoading }] = useUpdateEnquiryMutation();
  const { data } = useGetAssigneesQuery();
  const toast = useToast();
  const [nextStep, setNextStep] = useState(toInput(enquiry.nextStepAt));

  const save = async (body: EnquiryUpdateBody, done: string) => {
    try {
      await update({ id: enquiry.id, ...body }).unwrap();
      toast.show(done, 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to update the enquiry'), 'error');
    }
  };
  const assignees = (data?.assignees ?? []).map((a) => ({ value: a.id, label: a.fullName }));

  return (
    <div className={styles.pipeline}>
      <Select
        label="Stage"
        options={STAGE_OPTIONS}
        value={enquiry.stage}
        disabled={isLoading}
        onChange={(e) =>
          isStage(e.target.value) &&
          save({ stage: e.target.value }, `Moved to ${STAGE_LABELS[e.target.value]}`)
        }
      />
      <Select
        label="Assignee"
        placeholder="Unassigned"
        options={assignees}
        value={enquiry.assignee ?? ''}
        disabled={isLoading}
        onChange={(e) =>
          save({ assignee: e.target.value || null }, e.target.value ? 'Assignee saved' : 'Enquiry unassigned')
        }
      />
      <Input
        label="Next step (Nairobi time, EAT)"
        type="datetime-local"
        value={nextStep}
        disabled={isLoading}
        onChange={(e) => setNextStep(e.target.value)}
        onBlur={() => {
          if (nextStep === toInput(enquiry.nextStepAt)) return;
          void save(
            { nextStepAt: nextStep ? fromNairobiInput(nextStep) : null },
            nextStep ? 'Next step saved' : 'Next step cleared',
          );
        }}
      />
    </div>
  );
}
