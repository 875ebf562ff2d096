import { useIntl } from 'react-intl';
import type en from '@mwangaza/shared/i18n/messages/en.json';

export type MessageId = keyof typeof en;
type Values = Record<string, string | number | Date>;

/** `t(id, values)`: a text of the page's language, for attributes and props (JSX text uses <FormattedMessage>). */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
