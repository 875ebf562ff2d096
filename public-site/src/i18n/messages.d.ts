import type en from '@mwangaza/shared/i18n/messages/en.json';

// react-intl checks every message id against the English catalog (the source every language follows).
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
  }
}
