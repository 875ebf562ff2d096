import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { useExportSubjectMutation } from '@mwangaza/shared/console';
import { ConsoleScreen } from '../../../components/console-screen';
import { SubjectData } from './subject-data';
import styles from './privacy.module.css';

export const ADMINS_ONLY = 'Privacy requests are handled by administrators.';

/** /admin/privacy: a data subject's request (Kenya's Data Protection Act, 2019): see, download or erase their data. */
export function PrivacyScreen() {
  return (
    <ConsoleScreen
      headerClassName={styles.header}
      title="Privacy requests"
      description="When someone asks what we hold about them, or asks us to erase it: find their e-mail address, download everything as JSON, or erase it. Enquiries are also anonymised automatically when they pass the retention period. Every lookup and erasure is recorded in the activity log."
      only="admins"
      notice={ADMINS_ONLY}
    >
      <SubjectLookup />
    </ConsoleScreen>
  );
}

function SubjectLookup() {
  const [email, setEmail] = useState('');
  const [find, { data, error, isLoading, reset, originalArgs }] = useExportSubjectMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address) void find(address);
  };

  return (
    <>
      <form className={styles.lookup} onSubmit={submit} role="search" aria-label="Find a data subject">
        <Input
          label="E-mail address"
          type="email"
          value={email}
          required
          autoComplete="off"
          onChange={(event) => {
            setEmail(event.target.value);
            if (data || error) reset();
          }}
        />
        <Button type="submit" loading={isLoading}>
          Find data
        </Button>
      </form>
      {error && <ErrorBanner message={getErrorMessage(error, 'Failed to look up the address')} />}
      {data && originalArgs && (
        <SubjectData key={data.exportedAt} data={data} onErased={() => void find(originalArgs)} />
      )}
    </>
  );
}
