import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, ErrorBanner, VisuallyHidden } from '@mwangaza/shared';
import { DraftOffer } from './draft-offer';
import { ResourceHeader } from '../../components/resource-header';
import styles from './resource-form.module.css';

/** The parts of useResourceForm's result the frame needs. */
export interface ResourceFormControls {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent) => void;
  cancel: () => void;
  saving: boolean;
  formError: string | null;
  dismissFormError: () => void;
  draftOffered: boolean;
  restoreDraft: () => void;
  discardDraft: () => void;
}

interface ResourceFormProps {
  form: ResourceFormControls;
  title: string;
  description?: string;
  /** More buttons beside Save and Cancel (e.g. Preview). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** Frame of a content form: heading, draft offer, form-level alert, fields, Save and Cancel. */
export function ResourceForm({ form, title, description, extraActions, children }: ResourceFormProps) {
  return (
    <div className={styles.root}>
      <ResourceHeader title={title} description={description} focusOnMount />
      {form.draftOffered && <DraftOffer onRestore={form.restoreDraft} onDiscard={form.discardDraft} />}
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.submit} aria-label={title}>
        {form.formError && <ErrorBanner message={form.formError} onDismiss={form.dismissFormError} />}
        <p className={styles.legend}>
          Fields marked <span aria-hidden="true">*</span>
          <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
        </p>
        {children}
        <div className={styles.actions}>
          <Button type="submit" loading={form.saving}>
            {form.saving ? 'Saving...' : 'Save'}
          </Button>
          {extraActions}
          <Button variant="ghost" onClick={form.cancel} disabled={form.saving}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A titled group of fields inside a form card. */
export function FormSection({
  title,
  children,
  columns = 1,
  id,
}: {
  title: string;
  children: ReactNode;
  columns?: 1 | 2;
  /** For a link that jumps to the section (and moves focus to it). */
  id?: string;
}) {
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={columns === 2 ? styles.grid2 : styles.grid1}>{children}</div>
    </fieldset>
  );
}

/** Lets a field span both columns of a two-column FormSection. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
