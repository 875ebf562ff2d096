// The public site's tests: every page in the language of its URL, as in the app (English unless the test's
// route says otherwise), with every catalog at hand.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePath } from '@mwangaza/shared/i18n';
import { wrapEveryRender } from '@mwangaza/shared/test-utils';
import { LocaleProvider, registerCatalogs } from '../src/i18n';
import en from '@mwangaza/shared/i18n/messages/en.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';

registerCatalogs({ en, sw, fr });

function LocaleOfUrl({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={splitLocalePath(useLocation().pathname).locale}>{children}</LocaleProvider>;
}

wrapEveryRender((children) => <LocaleOfUrl>{children}</LocaleOfUrl>);
