import type { StackGoal, StackMaturity, StackServiceId } from '@mwangaza/shared';
import type { MessageId } from '../i18n';

/**
 * Build My Stack's answers and services in the page's language. An enquiry stores the English values (the
 * API and the console read those); the public site shows each through its message.
 */
export const STACK_GOAL_MESSAGES: Record<StackGoal, MessageId> = {
  'Visualize existing data': 'stack.goal.visualize',
  'Automate reporting': 'stack.goal.automate',
  'Integrate multiple data sources': 'stack.goal.integrate',
  'Improve data quality': 'stack.goal.quality',
  'Predictive analytics': 'stack.goal.predictive',
  'Real-time dashboards': 'stack.goal.realtime',
};

export const STACK_MATURITY_MESSAGES: Record<StackMaturity, MessageId> = {
  1: 'stack.maturity.1',
  2: 'stack.maturity.2',
  3: 'stack.maturity.3',
};

export const STACK_SERVICE_MESSAGES: Record<StackServiceId, MessageId> = {
  'data-visualization': 'stack.service.data-visualization',
  'data-pipelines': 'stack.service.data-pipelines',
  'automated-data-entry': 'stack.service.automated-data-entry',
  'data-lakes': 'stack.service.data-lakes',
  'cleansing-validation': 'stack.service.cleansing-validation',
  'big-data-analytics': 'stack.service.big-data-analytics',
  training: 'stack.service.training',
};
