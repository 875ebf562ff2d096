import { FormattedMessage } from 'react-intl';
import { contentApi, people } from '@mwangaza/shared';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { TEAM_PATH } from '../lib/person-paths';
import { PersonProfile } from './person-profile';
import { ButtonLink, useT } from '../../../i18n';

/** /about/team/:id: a person's profile, or 'Person not found', or an error with a retry. */
export function PersonProfilePage() {
  const t = useT();
  const meetTeam = <FormattedMessage id="people.meetTeam" />;
  return (
    <CollectionItemPage
      state={useCollectionItem(people, contentApi.useGetPersonQuery)}
      loadingLabel={t('people.loading')}
      notFound={{
        title: t('people.notFoundTitle'),
        text: t('people.notFoundText'),
        back: <ButtonLink to={TEAM_PATH}>{meetTeam}</ButtonLink>,
      }}
      failed={{
        title: t('people.failedTitle'),
        fallbackMessage: t('people.failed'),
        back: (
          <ButtonLink to={TEAM_PATH} variant="ghost">
            {meetTeam}
          </ButtonLink>
        ),
      }}
    >
      {(person) => <PersonProfile person={person} />}
    </CollectionItemPage>
  );
}
