import { ENQUIRY_STAGES, type EnquiryStage } from '@mwangaza/shared';

export const STAGE_LABELS: Record<EnquiryStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  meeting: 'Meeting booked',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
};

export const STAGE_OPTIONS = ENQUIRY_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

export const isStage = (value: string | null): value is EnquiryStage =>
  ENQUIRY_STAGES.some((stage) => stage === value);
