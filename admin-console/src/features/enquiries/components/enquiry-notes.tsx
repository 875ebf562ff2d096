import { useState, type FormEvent } from 'react';
import { Button, getErrorMessage, type Enquiry } from '@mwangaza/shared';
import { useToast, Panel, useAddEnquiryNoteMutation } from '@mwangaza/shared/console';
import { TextArea } from '@mwangaza/shared/controls';
import { StaffTime } from '../../../components/staff-time';
import styles from './enquiries.module.css';

/** Internal notes, oldest first, and a form to add one (never sent to the visitor). */
export function EnquiryNotes({ enquiry }: { enquiry: Enquiry }) {
  const [text, setText] = useState('');
  const [add, { isLoading }] = useAddEnquiryNoteMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add({ id: enquiry.id, text }).unwrap();
      setText('');
      toast.show('Note added', 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to add the note'), 'error');
    }
  };

  return (
    <Panel gap="sm" aria-labelledby="enquiry-notes">
      <h2 id="enquiry-notes" className={styles.cardTitle}>
        Internal notes
      </h2>
      {enquiry.notes.length ? (
        <ul className={styles.notes}>
          {enquiry.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.muted}>
                {note.author} · <StaffTime at={note.at} />
              </p>
              {note.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No notes yet.</p>
      )}
      <form onSubmit={submit} className={styles.noteForm}>
        <TextArea
          label="Add a note"
          value={text}
          maxLength={5000}
          onChange={(e) => setText(e.target.value)}
          rows={3}
        />
        <Button type="submit" loading={isLoading} disabled={!text.trim()}>
          Add note
        </Button>
      </form>
    </Panel>
  );
}
