import { contentApi, people } from '@mwangaza/shared';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { TEAM_PATH } from '../lib/person-paths';
import { PersonProfile } from './person-profile';
import { ButtonLink } from '../../../i18n';

/** /about/team/:id: a person's profile, or 'Person not found', or an error with a retry. */
export function PersonProfilePage() {
  return (
    <CollectionItemPage
      state={useCollectionItem(people, contentApi.useGetPersonQuery)}
      loadingLabel="Loading profile..."
      notFound={{
        title: 'Person not found',
        text: 'This profile may have moved, or the person may no longer be part of the team.',
        back: <ButtonLink to={TEAM_PATH}>Meet the team</ButtonLink>,
      }}
      failed={{
        title: 'We could not load this profile',
        fallbackMessage: 'Failed to load this profile',
        back: (
          <ButtonLink to={TEAM_PATH} variant="ghost">
            Meet the team
          </ButtonLink>
        ),
      }}
    >
      {(person) => <PersonProfile person={person} />}
    </CollectionItemPage>
  );
}
